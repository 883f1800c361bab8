/** `npm install`'s postinstall: stages the native packages' builds for Lambda (infra/native-modules.ts). */
import { fileURLToPath } from 'node:url';
import { stageNativeModules } from './native-modules';

stageNativeModules(fileURLToPath(new URL('..', import.meta.url)));
