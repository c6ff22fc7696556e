export { dataProvider } from './dataProvider';
