// The demo's two sample listings and the agent's public contact, as data without imports: the demo
// seed creates them on an empty database, and the README's screenshots (scripts/screenshots/) upload
// the same documents through the portal.
export const DEMO_LISTINGS = [
  {
    listing: {
      listingName: '2305-1480 Howe Street, Vancouver',
      listingStatus: 'Active Listing',
      insiderInfo:
        'The sellers are relocating to Calgary and prefer a completion date in late January. The unit has never been rented. ' +
        'Two offers were made in October; both were below $1,100,000. The view corridor to False Creek is protected by the city.',
    },
    files: ['harbour-condo-feature-sheet.pdf', 'harbour-condo-strata-notes.txt'],
  },
  {
    listing: {
      listingName: '3862 West 22nd Avenue, Vancouver',
      listingStatus: 'Coming Soon',
      insiderInfo:
        'Assessed at $3,041,000 for 2025. The owners have lived here since 2009. ' +
        'The garden has an irrigation system and a heritage Japanese maple that the sellers ask buyers to keep.',
    },
    files: ['west22-house-feature-sheet.pdf', 'west22-house-disclosure.docx'],
  },
] as const;

export const DEMO_CONTACT = {
  phone: '604-555-0142',
  companyName: 'Open House Realty (demo)',
  website: 'https://example.com',
} as const;
