import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { storybookDir } from './paths';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

// globalSetup has built Storybook before this file is loaded, so the list of stories is known here.
const indexFile = `${storybookDir}/index.json`;
const stories: IndexEntry[] = existsSync(indexFile)
  ? Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
      (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
    )
  : [];

/** Viewport of a story by tag (`phone`: 390 × 844, below the 700px and 48rem breakpoints); 1280 × 720 otherwise. */
const DESKTOP = { width: 1280, height: 720 };
const VIEWPORTS: Record<string, { width: number; height: number }> = { phone: { width: 390, height: 844 } };
function viewportOf(story: IndexEntry) {
  const tag = story.tags?.find((name) => name in VIEWPORTS);
  return tag ? VIEWPORTS[tag]! : DESKTOP;
}

interface VisualState {
  /** The story whose render, play function and afterEach hooks are over. */
  finished: string | null;
  errors: string[];
}
type VisualWindow = Window & {
  __visual: VisualState;
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
};

/**
 * Runs in the page before Storybook starts: catches its channel as it is created and records how each
 * story ends. `storyFinished` comes after the play function (run automatically in viewMode=story) and the
 * afterEach hooks.
 */
function trackStory() {
  type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
  const state: VisualState = { finished: null, errors: [] };
  (window as unknown as VisualWindow).__visual = state;
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      const fail = (kind: string) => (error: unknown) => {
        const message = (error as { message?: string })?.message ?? String(error);
        state.errors.push(`${kind}: ${message}`);
      };
      value.on('playFunctionThrewException', fail('play function threw'));
      value.on('storyThrewException', fail('story threw'));
      value.on('storyErrored', fail('story errored'));
      value.on('storyMissing', fail('story missing'));
      value.on('storyFinished', (payload) => {
        state.finished = (payload as { storyId: string }).storyId;
      });
    },
  });
}

interface StoryPage {
  page: Page;
  /** False until the iframe is loaded, and again after a story failed (its leftovers are not trusted). */
  loaded: boolean;
}

// One page per worker. The first story loads iframe.html; the next ones are switched to over Storybook's
// channel (`setCurrentStory`), as Storybook's own test runner does: the previous story is unmounted and the
// next rendered and played, about three times faster than reloading the preview for each story.
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: DESKTOP,
        deviceScaleFactor: 1,
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      await context.addInitScript(trackStory);
      const page = await context.newPage();
      await use({ page, loaded: false });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(storyPage: StoryPage, id: string) {
  const { page } = storyPage;
  if (storyPage.loaded) {
    await page.evaluate((storyId) => {
      const visual = window as unknown as VisualWindow;
      visual.__visual.finished = null;
      visual.__visual.errors = [];
      window.scrollTo(0, 0);
      visual.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    // a11y.manual: the story tests run axe; skipping it here saves time and changes nothing on screen.
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
    storyPage.loaded = true;
  }
  await page.waitForFunction((storyId) => (window as unknown as VisualWindow).__visual?.finished === storyId, id, { timeout: 20_000 });
  return page.evaluate(() => (window as unknown as VisualWindow).__visual.errors);
}

test.describe.configure({ mode: 'parallel' });

if (stories.length === 0) {
  test('Storybook build has stories', () => {
    throw new Error(`No stories in ${indexFile}: the Storybook build is missing or empty.`);
  });
}

for (const story of stories) {
  test(story.id, async ({ storyPage }) => {
    const { page } = storyPage;
    // Unless this story ends cleanly, the next one reloads the preview rather than trust what is left.
    let clean = false;
    try {
      // Sized before the story renders: the breakpoints are media queries, read at render and layout.
      const viewport = viewportOf(story);
      const current = page.viewportSize();
      if (current?.width !== viewport.width || current?.height !== viewport.height) await page.setViewportSize(viewport);
      const errors = await showStory(storyPage, story.id);
      expect(errors, `${story.title} › ${story.name} did not render and play cleanly`).toEqual([]);
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames: layout effects and floating elements (tooltips) have settled.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await expect(page).toHaveScreenshot(`${story.id}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.001,
      });
      clean = true;
    } finally {
      if (!clean) storyPage.loaded = false;
    }
  });
}
