import { afterAll } from 'vitest';
import { registerResidentEpubcheck } from '../../infra/local/epubcheck-resident';

/**
 * Every test file's EPUBCheck runs in one resident Java VM (infra/local/epubcheck-resident.ts),
 * started at the file's first check, so a file that checks no EPUB starts none, and ended after
 * the file's last test.
 */
const resident = registerResidentEpubcheck();
afterAll(() => resident.close());
