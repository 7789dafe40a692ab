/**
 * jsdom lays nothing out, so a virtual table's scrolling box would be 0 px high and show no row:
 * make every box a window (640 px) high. Undo with jest.restoreAllMocks().
 */
export function giveScrollBoxesAHeight() {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'DIV' ? 640 : 0;
  });
}
