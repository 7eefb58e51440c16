// The glossary's data files, one per domain. A new domain is one JSON file in ./data and one line
// here (a test fails when a file is not listed).
import actions from './data/actions.json';
import appliances from './data/appliances.json';
import condo from './data/condo.json';
import construction from './data/construction.json';
import costs from './data/costs.json';
import culture from './data/culture.json';
import disclosure from './data/disclosure.json';
import documents from './data/documents.json';
import electrical from './data/electrical.json';
import environmental from './data/environmental.json';
import exterior from './data/exterior.json';
import finance from './data/finance.json';
import fixtures from './data/fixtures.json';
import hvac from './data/hvac.json';
import inspection from './data/inspection.json';
import insurance from './data/insurance.json';
import legal from './data/legal.json';
import listing from './data/listing.json';
import materials from './data/materials.json';
import neighbourhood from './data/neighbourhood.json';
import places from './data/places.json';
import plumbing from './data/plumbing.json';
import presale from './data/presale.json';
import property from './data/property.json';
import renovation from './data/renovation.json';
import rental from './data/rental.json';
import rooms from './data/rooms.json';
import rural from './data/rural.json';
import title from './data/title.json';
import trades from './data/trades.json';
import utilities from './data/utilities.json';
import type { GlossaryEntry } from './types';

export const DOMAINS: ReadonlyArray<{ name: string; entries: readonly GlossaryEntry[] }> = [
  { name: 'inspection', entries: inspection },
  { name: 'plumbing', entries: plumbing },
  { name: 'electrical', entries: electrical },
  { name: 'hvac', entries: hvac },
  { name: 'actions', entries: actions },
  { name: 'appliances', entries: appliances },
  { name: 'condo', entries: condo },
  { name: 'construction', entries: construction },
  { name: 'costs', entries: costs },
  { name: 'culture', entries: culture },
  { name: 'disclosure', entries: disclosure },
  { name: 'documents', entries: documents },
  { name: 'environmental', entries: environmental },
  { name: 'exterior', entries: exterior },
  { name: 'finance', entries: finance },
  { name: 'fixtures', entries: fixtures },
  { name: 'insurance', entries: insurance },
  { name: 'legal', entries: legal },
  { name: 'listing', entries: listing },
  { name: 'materials', entries: materials },
  { name: 'neighbourhood', entries: neighbourhood },
  { name: 'places', entries: places },
  { name: 'presale', entries: presale },
  { name: 'property', entries: property },
  { name: 'renovation', entries: renovation },
  { name: 'rental', entries: rental },
  { name: 'rooms', entries: rooms },
  { name: 'rural', entries: rural },
  { name: 'title', entries: title },
  { name: 'trades', entries: trades },
  { name: 'utilities', entries: utilities },
];
