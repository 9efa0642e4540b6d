import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Not part of the suite: writes docs/screenshots/ (`node scripts/e2e.mjs -c e2e/playwright.screenshots.config.ts`). */
export default defineConfig({ ...base, testDir: './screenshots' });
