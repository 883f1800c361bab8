/** The images feature's entry point: what the app's routes use of it (lint: routes import nothing else of a feature). */
export { ImagesPage } from './components/images-page';
