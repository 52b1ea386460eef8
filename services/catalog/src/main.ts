import { runMain } from '@shop/shared';
import { catalogService } from './index';

void runMain(catalogService);
