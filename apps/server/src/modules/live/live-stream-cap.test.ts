import { describeStreamCapUnderConcurrency } from '../../../test/live-stream-cap.cases.js';

describeStreamCapUnderConcurrency('PGlite');
