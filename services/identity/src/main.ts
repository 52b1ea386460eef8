import { runMain } from '@shop/shared';
import { identityService } from './index';

void runMain(identityService);
