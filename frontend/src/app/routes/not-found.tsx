export { NotFoundScreen as NotFoundPage } from '../../components/not-found';
