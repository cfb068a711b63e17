export { Title } from './Title';
export { Badge } from './Badge';
