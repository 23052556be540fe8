import { allRoutes } from '../routes/allRoutes';
import { describeRouteFuzzing } from './describeRouteFuzzing';

// The reference API's GET routes under fuzzing (describeRouteFuzzing.ts says what is generated and held).
describeRouteFuzzing(
  'reference API read routes under fuzzing',
  allRoutes.filter((route) => route.method === 'GET'),
);
