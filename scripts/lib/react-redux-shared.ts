// What the site and RTK Query's hooks use of react-redux, shared under the name 'react-redux'
// (webpack.common.js), as Redux Toolkit is (redux-toolkit-shared.ts): everything but `connect`, which
// no app uses. TypeScript reads 'react-redux' as this module (tsconfig.base.json's paths).
export type * from 'react-redux-implementation';
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux-implementation';
