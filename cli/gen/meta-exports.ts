// What a block's meta.ts exports, read from its text with TypeScript's parser: the generator decides
// how the block's code is loaded without running any of it.
import ts from "typescript";
import type { BlockLoading } from "../../blocks/meta.ts";
import { BlockFolderError, camelName } from "./block-names.ts";

export interface MetaExports {
  loading: BlockLoading;
  /** It exports `<camelType>Meta`, which goes into the meta table. */
  hasMeta: boolean;
}

const loadings: readonly BlockLoading[] = ["with-page", "lazy", "near-view"];

export function readMetaExports(text: string, type: string, shown: string): MetaExports {
  const source = ts.createSourceFile(shown, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const metaName = `${camelName(type)}Meta`;
  const loadingName = `${camelName(type)}Loading`;
  const found: MetaExports = { loading: "with-page", hasMeta: false };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const name = declaration.name.text;
      if (name === metaName) {
        found.hasMeta = true;
      } else if (name === loadingName) {
        const value = declaration.initializer;
        const word = value && ts.isStringLiteralLike(value) ? value.text : undefined;
        if (!loadings.includes(word as BlockLoading)) {
          throw new BlockFolderError(`${shown}: ${loadingName} must be written as one of ${loadings.map((item) => `"${item}"`).join(", ")}.`);
        }
        found.loading = word as BlockLoading;
      } else if (/(Meta|Loading)$/.test(name)) {
        throw new BlockFolderError(`${shown} exports ${name}: in the folder of the ${type} block, name it ${name.endsWith("Meta") ? metaName : loadingName}.`);
      }
    }
  }
  return found;
}
