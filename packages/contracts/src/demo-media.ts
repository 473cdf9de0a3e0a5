/**
 * Pictures the API draws for the demo corpus (decision 0041): GET /api/media/demo/{name}.svg
 * (`demoMediaCalls.image`), one deterministic image per name. The demo corpus points its media and
 * page pictures at them, app-relative, so that a first run looks real without reaching any other
 * host.
 */
export const demoImageUrlPrefix = '/api/media/demo/';

/** An app-relative demo picture, as the import accepts it beside http(s) URLs. */
export const demoImageUrlPattern = /^\/api\/media\/demo\/[a-z0-9][a-z0-9.-]{0,150}\.svg$/;
