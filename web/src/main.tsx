/**
 * The page's only script tag. The server has already rendered the page (and the one stylesheet holds all the
 * app's CSS), so the app's code is fetched only after the browser has painted it: the first paint and the
 * page's images do not share the network with ~120 KB of JavaScript.
 */
import './app/styles/base.css';

function afterFirstPaint(run: () => void) {
  // A hidden tab never paints (nor runs animation frames): start at once there.
  if (document.visibilityState === 'hidden') setTimeout(run);
  else requestAnimationFrame(() => setTimeout(run));
}

afterFirstPaint(() => void import('./boot'));
