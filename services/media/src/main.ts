import { runMain } from '@shop/shared';
import { mediaService } from './index';

void runMain(mediaService);
