/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from './button';

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Buttons() {
  return (
    <form>
      <Button type="submit">Speichern</Button>
      <Button>Abbrechen</Button>
      <Button type="submit" disabled>
        Gesperrt
      </Button>
    </form>
  );
}

const byText = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;

test("a submit button comes disabled in the server's HTML, another says it is (aria-disabled), until the page is hydrated", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Buttons />);
  document.body.append(container);
  // Before the script: the browser would send the form itself, and the page would come back empty.
  expect(byText('Speichern').disabled).toBe(true);
  expect(byText('Abbrechen').disabled).toBe(false);
  expect(byText('Abbrechen').getAttribute('aria-disabled')).toBe('true');

  await act(async () => {
    hydrateRoot(container, <Buttons />);
  });
  expect(byText('Speichern').disabled).toBe(false);
  expect(byText('Abbrechen').hasAttribute('aria-disabled')).toBe(false);
  // A button its screen disables stays disabled.
  expect(byText('Gesperrt').disabled).toBe(true);
});
