import { earlyEventsScript } from './earlyEvents.cjs';

/** Runs the inline script as the page does, before the app: what it holds, the app replays. */
function holdEarlyEvents() {
  (0, eval)(earlyEventsScript);
  const events = window.luxEarlyEvents;
  if (!events) throw new Error('the script set no window.luxEarlyEvents');
  return events;
}

/** The page as the server sent it: a few controls, and what each heard. */
function serverPage() {
  document.body.innerHTML = `
    <header><button id="menu" type="button"><svg><path /></svg><span>Menu</span></button>
      <a id="about" href="#about">About</a></header>
    <div role="tablist"><div role="tab" id="tab" tabindex="0">Most popular</div></div>
    <form id="form"><input id="name" name="full_name" /><button id="send">Send</button></form>
    <form id="search"><input id="query" name="q" /></form>
    <form id="enquiry" method="post"><input name="email" /><button id="post">Send Enquiry</button>
      <button id="more" type="button">More</button></form>
    <p id="note" data-without-app-note hidden>Menus will not open: this page’s scripts have not run.</p>`;
  const heard: string[] = [];
  for (const element of document.querySelectorAll('[id]')) {
    if (element instanceof HTMLFormElement) {
      element.addEventListener('submit', (event) => {
        event.preventDefault();
        heard.push(`submit ${element.id}`);
      });
    } else {
      element.addEventListener('click', () => heard.push(`click ${element.id}`));
    }
  }
  return { heard, byId: (id: string) => document.getElementById(id) as HTMLElement };
}

describe('the early events script', () => {
  it('goes into every page without the comments written for its readers', () => {
    expect(earlyEventsScript).toMatch(/^window\.luxEarlyEvents = /);
    expect(earlyEventsScript).not.toMatch(/^\s*(\/\/|\/\*|\*)/m);
    expect(earlyEventsScript).not.toMatch(/\n\s*\n/);
  });

  it('holds a click on a control until the app is ready, then does it there once', () => {
    const { heard, byId } = serverPage();
    const events = holdEarlyEvents();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('menu').querySelector('span')?.dispatchEvent(click);
    expect(heard).toEqual([]);
    expect(click.defaultPrevented).toBe(true);

    events.replay();
    expect(heard).toEqual(['click menu']);
    events.replay();
    expect(heard).toEqual(['click menu']);
  });

  it('replays clicks in the order the visitor made them, twice if they clicked twice', () => {
    const { heard, byId } = serverPage();
    const events = holdEarlyEvents();
    byId('tab').click();
    byId('menu').click();
    byId('menu').click();
    events.replay();
    expect(heard).toEqual(['click tab', 'click menu', 'click menu']);
  });

  it('replays a whole press, for controls that act as the button goes down', () => {
    const { heard, byId } = serverPage();
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
      byId('tab').addEventListener(type, () => heard.push(`${type} tab`));
    }
    const events = holdEarlyEvents();
    byId('tab').click();
    events.replay();
    expect(heard).toEqual(['pointerdown tab', 'mousedown tab', 'pointerup tab', 'mouseup tab', 'click tab']);
  });

  it('leaves links and fields to the browser, and holds nothing once replayed', () => {
    const { heard, byId } = serverPage();
    const events = holdEarlyEvents();
    byId('about').click();
    byId('name').click();
    expect(heard).toEqual(['click about', 'click name']);

    events.replay();
    byId('menu').click();
    expect(heard).toEqual(['click about', 'click name', 'click menu']);
  });

  it('sends a form submitted before the app was ready once, when replayed', () => {
    const { heard, byId } = serverPage();
    const events = holdEarlyEvents();
    // Its submit button clicked (Enter in a field does the same), and a form without one sent with Enter.
    byId('send').click();
    (byId('search') as HTMLFormElement).requestSubmit();
    expect(heard).toEqual([]);

    events.replay();
    expect(heard).toEqual(['click send', 'submit form', 'submit search']);
  });

  it('clicks the element that took a held control’s place when hydration rendered it anew', () => {
    const { byId } = serverPage();
    const events = holdEarlyEvents();
    byId('menu').click();

    const rendered = byId('menu').cloneNode(true) as HTMLElement;
    const onClick = jest.fn();
    rendered.addEventListener('click', onClick);
    byId('menu').replaceWith(rendered);
    events.replay();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('with no app 10 s after the first press it held', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the page’s note on working without scripts, and hides it once the app comes', () => {
      const { heard, byId } = serverPage();
      const events = holdEarlyEvents();
      jest.advanceTimersByTime(60_000);
      expect(byId('note').hidden).toBe(true);

      byId('menu').click();
      jest.advanceTimersByTime(9999);
      expect(byId('note').hidden).toBe(true);
      jest.advanceTimersByTime(1);
      expect(byId('note').hidden).toBe(false);

      // Still held: a late app does what was asked.
      events.replay();
      expect(heard).toEqual(['click menu']);
      expect(byId('note').hidden).toBe(true);
    });

    it('lets a post form pressed after that go to the browser at once', () => {
      const { heard, byId } = serverPage();
      holdEarlyEvents();
      byId('tab').click();
      jest.advanceTimersByTime(10_000);
      byId('post').click();
      expect(heard).toEqual(['submit enquiry']);
    });

    describe('a form that posts, with no app to send it', () => {
      it('is sent by the browser itself once the app has not come in 10 s, and nothing held is replayed', () => {
        const { heard, byId } = serverPage();
        const events = holdEarlyEvents();
        byId('menu').click();
        byId('post').click();
        jest.advanceTimersByTime(9999);
        expect(heard).toEqual([]);

        jest.advanceTimersByTime(1);
        // The browser's own submission (the page's listener stands in for the post), its button no longer held.
        expect(heard).toEqual(['submit enquiry']);
        byId('menu').click();
        expect(heard).toEqual(['submit enquiry', 'click menu']);
        events.replay();
        expect(heard).toEqual(['submit enquiry', 'click menu']);
      });

      it('is sent by the app, once, when the app comes in time', () => {
        const { heard, byId } = serverPage();
        const events = holdEarlyEvents();
        byId('post').click();
        jest.advanceTimersByTime(9000);
        events.replay();
        expect(heard).toEqual(['click post', 'submit enquiry']);

        jest.advanceTimersByTime(60_000);
        expect(heard).toEqual(['click post', 'submit enquiry']);
      });

      it('is not sent for a press of another of its buttons, nor is a form that gets', () => {
        const { heard, byId } = serverPage();
        holdEarlyEvents();
        byId('more').click();
        byId('send').click();
        (byId('search') as HTMLFormElement).requestSubmit();

        jest.advanceTimersByTime(60_000);
        expect(heard).toEqual([]);
      });
    });
  });
});
