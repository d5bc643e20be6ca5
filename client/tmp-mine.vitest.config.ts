import { mergeConfig } from 'vitest/config';
import base from './vitest.config';
const c = mergeConfig(base, {});
c.test!.setupFiles = ['./tmp-mine.setup.ts'];
export default c;
