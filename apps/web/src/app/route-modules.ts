import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
// By relative path: the Vite config's bundler inlines it (a workspace package's .ts it would leave to Node).
import { paths, routePatterns } from '../../../../packages/domain/src/paths';

/*
 * Build-time code (the Vite config and the bench), never bundled into the app: which lazy
 * modules each route of ./router.tsx loads.
 */

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RouteModules {
  /** The route's pattern, as React Router spells it (`/my-requests/:requestId`, `/agent-dashboard/*`). */
  path: string;
  /** The lazy modules it renders (its page and the lazy guards and layouts around it), as `src/…` paths. */
  modules: string[];
}

/** The source file (the manifest key, relative to apps/web) of a dynamic import in app/router.tsx. */
function importedFile(specifier: string): string {
  const relative = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : path.posix.join('src/app', specifier);
  const file = ['.tsx', '.ts'].map((ext) => relative + ext).find((f) => fs.existsSync(path.join(WEB_ROOT, f)));
  if (!file) {
    throw new Error(`app/router.tsx imports ${specifier}, which is not a file`);
  }
  return file;
}

/**
 * Every path of app/router.tsx's route table with the lazy modules it loads, read from the
 * source's syntax tree, so a new route needs nothing here. Routes without a lazy module (the
 * 404) are left out; the first route of a path wins, as in React Router.
 */
export function lazyPageRoutes(
  routerSource = fs.readFileSync(path.join(WEB_ROOT, 'src/app/router.tsx'), 'utf8'),
): RouteModules[] {
  const source = ts.createSourceFile('router.tsx', routerSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lazies = new Map<string, string>();
  let table: ts.ArrayLiteralExpression | undefined;
  const findDeclarations = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      // const Name = page(() => import('…'), 'Name') — and guard(…) alike.
      const loader = ts.isCallExpression(init) ? init.arguments[0] : undefined;
      if (loader && ts.isArrowFunction(loader)) {
        const body = loader.body;
        const specifier = ts.isCallExpression(body) && body.expression.kind === ts.SyntaxKind.ImportKeyword ? body.arguments[0] : undefined;
        if (specifier && ts.isStringLiteral(specifier)) {
          lazies.set(node.name.text, importedFile(specifier.text));
        }
      }
      if (node.name.text === 'routes' && ts.isArrayLiteralExpression(init)) {
        table = init;
      }
    }
    ts.forEachChild(node, findDeclarations);
  };
  findDeclarations(source);
  if (!table) {
    throw new Error('app/router.tsx has no `routes` array');
  }
  // A path is `paths.x`, `routePatterns.x`, a string or a template of them.
  const evaluatePath = (expression: ts.Expression) =>
    String(new Function('paths', 'routePatterns', `return (${expression.getText(source)})`)(paths, routePatterns));
  const lazyOf = (name: string) => lazies.get(name);
  const lazyTags = (node: ts.Node | undefined): string[] => {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
      const file = ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n) ? lazyOf(n.tagName.getText(source)) : undefined;
      if (file) {
        found.push(file);
      }
      ts.forEachChild(n, visit);
    };
    if (node) {
      visit(node);
    }
    return found;
  };
  const routes = new Map<string, string[]>();
  const add = (routePath: string, modules: string[]) => {
    if (modules.length > 0 && !routes.has(routePath)) {
      routes.set(routePath, [...new Set(modules)]);
    }
  };
  const walk = (node: ts.Expression, around: string[]) => {
    // at(path, Page)
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'at') {
      const [routePath, page] = node.arguments;
      const file = page ? lazyOf(page.getText(source)) : undefined;
      if (routePath) {
        add(evaluatePath(routePath), file ? [...around, file] : around);
      }
      return;
    }
    // { path?, element?, children? }
    if (!ts.isObjectLiteralExpression(node)) {
      return;
    }
    const property = (name: string) =>
      node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;
    const own = [...around, ...lazyTags(property('element'))];
    const routePath = property('path');
    if (routePath) {
      add(evaluatePath(routePath), own);
    }
    const children = property('children');
    if (children && ts.isArrayLiteralExpression(children)) {
      children.elements.forEach((child) => walk(child, own));
    }
  };
  table.elements.forEach((route) => walk(route, []));
  return [...routes].map(([routePath, modules]) => ({ path: routePath, modules }));
}
