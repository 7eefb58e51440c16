export { default, meta } from './home';
export { loader } from './home';
