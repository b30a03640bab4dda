/** The app's route paths live in the domain package, shared with the server's links. */
export { paths, routePatterns } from '@thamani/domain/paths';
