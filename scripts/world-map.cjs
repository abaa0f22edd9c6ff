#!/usr/bin/env node
/**
 * Builds the dashboard's world map (web/src/ui/world/countries-110m.json): Natural Earth 1:110m
 * countries from the npm package world-atlas 2.0.2 (ISC; the data is public domain), converted from
 * TopoJSON to GeoJSON by topojson-client 3.1.0, each country keyed by its ISO 3166-1 alpha-2 code
 * (the code the click log records), coordinates rounded to 0.01°. The map ships with the app (offline).
 *
 * Usage: extract both packages (`npm pack world-atlas@2.0.2 topojson-client@3.1.0`, untar each into a
 * folder named after it), then `node scripts/world-map.cjs <folder holding world-atlas and topojson-client>`.
 * Codes come from the country names: Node's Intl.DisplayNames names every alpha-2 region; the few
 * Natural Earth names that differ are listed below.
 */
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/world-map.cjs <folder with world-atlas and topojson-client>');
const topo = JSON.parse(fs.readFileSync(path.join(dir, 'world-atlas/countries-110m.json'), 'utf8'));
const { feature } = require(path.join(dir, 'topojson-client'));

// Natural Earth names that Intl.DisplayNames spells otherwise (or that have no ISO code of their own).
const ALIASES = {
  'United States of America': 'US',
  'Dem. Rep. Congo': 'CD',
  Congo: 'CG',
  'Dominican Rep.': 'DO',
  'Falkland Is.': 'FK',
  'Fr. S. Antarctic Lands': 'TF',
  'Central African Rep.': 'CF',
  'Eq. Guinea': 'GQ',
  eSwatini: 'SZ',
  'Solomon Is.': 'SB',
  'Bosnia and Herz.': 'BA',
  Macedonia: 'MK',
  'North Macedonia': 'MK',
  'S. Sudan': 'SS',
  "Côte d'Ivoire": 'CI',
  'W. Sahara': 'EH',
  Myanmar: 'MM',
  Czechia: 'CZ',
  Palestine: 'PS',
  'Timor-Leste': 'TL',
  Kosovo: 'XK',
  'Puerto Rico': 'PR',
  Greenland: 'GL',
  'N. Cyprus': null,
  Somaliland: null,
  Antarctica: null,
  Turkey: 'TR',
  'Trinidad and Tobago': 'TT',
};

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const byName = new Map();
for (let a = 65; a <= 90; a++) {
  for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    let name;
    try {
      name = names.of(code);
    } catch {
      continue;
    }
    // Deprecated codes (SU, DD, BU, …) name today's country too: keep only canonical ones.
    const canonical = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
    if (canonical && name && name !== code) byName.set(name.toLowerCase(), code);
  }
}

/**
 * A ring crossing the antimeridian (Fiji, Chukotka) has points at -180 and +179: drawn as is, a line
 * crosses the whole map. Its points on the minority side are moved to the majority side's edge.
 */
function keepOneSide(ring) {
  const jumps = ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180);
  if (!jumps) return ring;
  const east = ring.filter((p) => p[0] > 0).length >= ring.length / 2;
  return ring.map(([lon, lat]) => [east && lon < 0 ? 180 : !east && lon > 0 ? -180 : lon, lat]);
}
const polygons = (g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

const round = (c) => (Array.isArray(c[0]) ? c.map(round) : c.map((v) => Math.round(v * 100) / 100));
const world = feature(topo, topo.objects.countries);
const unknown = [];
const features = [];
for (const f of world.features) {
  const name = f.properties.name;
  const code = name in ALIASES ? ALIASES[name] : byName.get(name.toLowerCase());
  if (code === undefined) unknown.push(name);
  if (!code) continue;
  features.push({
    type: 'Feature',
    id: code,
    properties: { name: code },
    geometry: {
      type: 'MultiPolygon',
      coordinates: round(polygons(f.geometry).map((polygon) => polygon.map(keepOneSide))),
    },
  });
}
if (unknown.length > 0) throw new Error(`no ISO code for: ${unknown.join(', ')}`);
const out = path.join(__dirname, '../web/src/ui/world/countries-110m.json');
fs.writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(`${features.length} countries written to ${path.relative(process.cwd(), out)}`);
