import { EDGE, type EdgeDeclaration } from '../../infra/edge/declaration';

/**
 * The edge declaration with one more behaviour, response header and error mapping: the infra test
 * synthesizes it and the integration test serves it, to show both read the one declaration.
 */
export function changedEdge(): EdgeDeclaration {
  return {
    ...EDGE,
    behaviours: [
      {
        pathPattern: '/probe/*',
        origin: 'api',
        methods: 'GET_HEAD',
        cachePolicy: 'api',
        compress: false,
        viewerRequest: 'apiRequest',
        headers: 'isolated',
      },
      ...EDGE.behaviours,
    ],
    responseHeaders: (sources, options) => ({ ...EDGE.responseHeaders(sources, options), 'x-edge-probe': 'on' }),
    // The distribution-wide mapping this project removed: the API's JSON 404 becomes the 404 page.
    errorResponses: [{ httpStatus: 404, responseHttpStatus: 404, responsePagePath: '/404.html', ttlSeconds: 0 }],
  };
}
