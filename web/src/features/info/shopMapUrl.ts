/** The embedded OpenStreetMap of a place: a small box around it with a marker. Pure. */
const HALF_HEIGHT = 0.006;
const HALF_WIDTH = 0.01;

export function shopMapUrl({ lat, lng }: { lat: number; lng: number }): string {
  const box = [lng - HALF_WIDTH, lat - HALF_HEIGHT, lng + HALF_WIDTH, lat + HALF_HEIGHT].map((n) => n.toFixed(4));
  const params = new URLSearchParams({ bbox: box.join(','), layer: 'mapnik', marker: `${lat},${lng}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}
