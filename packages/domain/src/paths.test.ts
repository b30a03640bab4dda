import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths.ts';

describe('paths', () => {
  it('builds the links the server sends and the web routes to', () => {
    expect(paths.myRequest('9f0c6d1e-0000-4000-8000-000000000001')).toBe('/my-requests/9f0c6d1e-0000-4000-8000-000000000001');
    expect(paths.agentDashboard.requests).toBe('/agent-dashboard/requests');
    expect(paths.agent.visit('v1')).toBe('/agent/visit/v1');
    expect(paths.inspection('i1')).toBe('/inspections/i1');
  });

  it('encodes an id so it stays one path segment', () => {
    expect(paths.myRequest('a/b?c')).toBe('/my-requests/a%2Fb%3Fc');
    expect(paths.inspection('x y')).toBe('/inspections/x%20y');
  });

  it('each route pattern matches the link built for it', () => {
    const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+').replace('/*', '/.+')}$`);
    expect(paths.myRequest('r1')).toMatch(toRegExp(routePatterns.myRequest));
    expect(paths.agent.visit('v1')).toMatch(toRegExp(routePatterns.agentVisit));
    expect(paths.agent.visitReview('v1')).toMatch(toRegExp(routePatterns.agentVisitReview));
    expect(paths.inspection('i1')).toMatch(toRegExp(routePatterns.inspectionsAll));
  });
});
