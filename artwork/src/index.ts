// The painter: every picture and hero clip of the site, drawn from its key alone, written into the media
// folder the API serves as plain files. It runs as a command of its own (the API's `npm run artwork`),
// at image build or beside a running site, never in a request.
export { PAINTER_VERSION, discardStaleArtwork, generateArtwork, renderArtwork } from './pictures';
export { generateHeroVideos } from './hero-video';
export { giveWay } from './give-way';
