import { allRoutes } from '../routes/allRoutes';
import { describeRouteFuzzing } from './describeRouteFuzzing';

// The reference API's write routes (every method but GET) under fuzzing: besides no 500 and no hang, a
// rejected write changes no stored row (describeRouteFuzzing.ts).
describeRouteFuzzing(
  'reference API write routes under fuzzing',
  allRoutes.filter((route) => route.method !== 'GET'),
);
