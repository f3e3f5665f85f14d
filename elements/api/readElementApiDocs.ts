import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { ElementApi, EventApi } from '../../src/core/elements/ElementApi';
import type { DocumentedElement, ElementApiDocs } from './ElementApiDocs';

/** `platon-table` -> `platonTableApi.ts`, the element's API file beside ElementApi.ts. */
export function apiFileName(tagName: string): string {
  return `${tagName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Api.ts`;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** The declaration's text with its JSDoc, as written. */
function fullText(node: ts.Node, source: ts.SourceFile): string {
  const start = ts.getJSDocCommentsAndTags(node).at(0)?.getStart(source) ?? node.getStart(source);
  return source.text.slice(start, node.getEnd());
}

function propertyKey(name: ts.PropertyName): string {
  return ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : name.getText();
}

/**
 * Read the element APIs together with the TypeScript text of their event detail types. The data (names,
 * descriptions) comes from the imported objects; the types come from the API files' source, since types do
 * not exist at run time: each file's `eventsInterface` is copied as written, and so is every type it
 * imports from beside it (`import type { PlatonUser } from './PlatonUser'`).
 *
 * @example
 * const docs = readElementApiDocs(elementApis, join(root, 'src/core/elements'));
 */
export function readElementApiDocs(apis: readonly ElementApi[], sourceDir: string): ElementApiDocs {
  const declarations = new Map<string, string>();
  const elements: DocumentedElement[] = apis.map((api) => {
    const file = join(sourceDir, apiFileName(api.tagName));
    const source = parse(file);
    let detailTypes: Record<string, string> | null = null;
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
        const imported = join(dirname(file), `${statement.moduleSpecifier.text}.ts`);
        for (const node of parse(imported).statements) {
          if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && isExported(node)) {
            declarations.set(node.name.text, fullText(node, node.getSourceFile()));
          }
        }
      }
      if (ts.isInterfaceDeclaration(statement) && statement.name.text === api.eventsInterface) {
        declarations.set(api.eventsInterface, fullText(statement, source));
        detailTypes = {};
        for (const member of statement.members) {
          if (ts.isPropertySignature(member) && member.type) detailTypes[propertyKey(member.name)] = member.type.getText(source);
        }
      }
    }
    if (!detailTypes) throw new Error(`${file}: no interface ${api.eventsInterface}`);
    const types = detailTypes as Record<string, string>;
    const events = Object.entries(api.events as Record<string, EventApi>).map(([name, event]) => {
      const detailType = types[name];
      if (!detailType) throw new Error(`${file}: ${api.eventsInterface} has no '${name}'`);
      return {
        name,
        detailType,
        description: event.description,
        ...(event.deprecatedName ? { deprecatedName: event.deprecatedName } : {}),
      };
    });
    return { api, events };
  });
  return { elements, declarations: [...declarations.values()] };
}
