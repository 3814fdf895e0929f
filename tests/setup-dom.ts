import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { limits } from './timeouts';

// waitFor and findBy… give up after one second by default, which a busy machine can take to render a screen.
configure({ asyncUtilTimeout: limits.domWait });

afterEach(() => cleanup());
