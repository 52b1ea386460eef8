import { shopMapUrl } from './shopMapUrl';

describe('shopMapUrl', () => {
  it('boxes the place and marks it', () => {
    const url = new URL(shopMapUrl({ lat: 46.3995, lng: 30.6305 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('30.6205,46.3935,30.6405,46.4055');
    expect(url.searchParams.get('marker')).toBe('46.3995,30.6305');
  });
});
