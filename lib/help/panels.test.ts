import { resolveHelpLocation } from './panels';

describe('resolveHelpLocation', () => {
  it.each([
    [undefined, { panel: 'faq', tab: 'allgemein', panelChosen: false }],
    [[], { panel: 'faq', tab: 'allgemein', panelChosen: false }],
    [['glossar'], { panel: 'glossar', tab: 'preise', panelChosen: true }],
    [['glossar', 'logistik'], { panel: 'glossar', tab: 'logistik', panelChosen: true }],
    [['dokumente'], { panel: 'dokumente', tab: null, panelChosen: true }],
    [['rechtliches', 'impressum'], { panel: 'rechtliches', tab: 'impressum', panelChosen: true }],
  ])('%j -> %j', (slug, location) => {
    expect(resolveHelpLocation(slug)).toEqual(location);
  });

  it.each([[['unbekannt']], [['faq', 'unbekannt']], [['dokumente', 'x']], [['faq', 'handel', 'mehr']], [['toString']], [['__proto__']]])(
    '%j is unknown',
    (slug) => {
      expect(resolveHelpLocation(slug)).toBeNull();
    },
  );
});
