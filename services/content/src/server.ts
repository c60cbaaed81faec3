// first: the database and broker drivers are traced only when loaded after their instrumentations
import '@shop/service-kit/instrument';
import { runService } from '@shop/service-kit';
import { contentService } from './app';

runService(contentService);
