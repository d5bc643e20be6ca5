import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
afterEach(cleanup);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
delete (Element.prototype as any).animate;
