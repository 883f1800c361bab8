/** The short-stories feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { StoryCover } from './components/story-cover';
export { StoryList } from './components/story-list';
