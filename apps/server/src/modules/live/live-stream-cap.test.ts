import { describeStreamCapUnderConcurrency } from './live-stream-cap.cases.js';

describeStreamCapUnderConcurrency('PGlite');
