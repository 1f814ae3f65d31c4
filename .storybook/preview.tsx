import type { Preview } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import './preview.css';

// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s): story tests run many at once in one
// browser beside the rest of the suite on 2 cores, where a tab switch once took over a second to show (the
// Holdings story 'Unknown Tab Falls Back To Journals' failed in a full run). They assert what appears, not speed.
configure({ asyncUtilTimeout: 5_000 });

/** Requests of the current story that no MSW handler answered. */
const unhandledRequests: string[] = [];
/**
 * False from a story's start until its own render begins. Meanwhile the previous story is still mounted (it is
 * unmounted when this one renders), and a poll of its own (a report's status, an upload's progress) can leave
 * then: that request is the previous story's, which its handlers no longer answer, not this story's.
 */
let storyRendering = false;

initialize(
  {
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // Storybook's own files (modules, fonts, images) are plain same-origin GETs outside the gateway path.
      if (request.method === 'GET' && url.origin === window.location.origin && !url.pathname.startsWith('/ui/')) return;
      if (!storyRendering) return;
      unhandledRequests.push(`${request.method} ${url.pathname}`);
      print.error();
    },
  },
  // Kept across stories (resetHandlers returns to these): the console records errors and analytics events
  // (lib/log-event.ts), which no story is about.
  [graphql.mutation('RecordEvent', () => HttpResponse.json({ data: { logEvent: true } }))],
);

const preview: Preview = {
  loaders: [mswLoader],
  tags: ['autodocs'],
  beforeEach: () => {
    unhandledRequests.length = 0;
    storyRendering = false;
  },
  decorators: [
    (Story) => {
      // Set while rendering, before any of the story's components renders or asks for anything.
      storyRendering = true;
      return <Story />;
    },
  ],
  // A story whose screen asks the network for something its handlers do not answer fails its test, instead
  // of passing on whatever the real network (or nothing) returned.
  afterEach: () => {
    if (unhandledRequests.length > 0) {
      const list = unhandledRequests.splice(0).join(', ');
      throw new Error(`Unhandled request(s) in this story: ${list}. Give the story an MSW handler for each.`);
    }
  },
  parameters: {
    a11y: {
      // Violations fail the story test, not just the panel.
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    controls: { expanded: true },
  },
};
export default preview;
