import createCache from '@emotion/cache';

/**
 * One cache factory for server and browser, so class names match and the browser adopts the
 * server's inlined <style data-emotion="css …"> tags instead of inserting them again.
 */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
