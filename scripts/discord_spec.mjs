// Rebuilds playground/strict/openapi.json.gz: Discord's OpenAPI description of API v10 as the npm package
// discord-api-spec ships it (zod schemas and the TypeScript `Paths` map, both generated from Discord's
// specs/openapi.json), turned back into one OpenAPI 3.1 document with zod's own JSON-Schema export and the
// TypeScript compiler's parser. Run through scripts/update-discord-spec.sh, which installs both.
//   node discord_spec.mjs PACKAGE_DIR VERSION > openapi.json
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import * as z from "zod/mini";

const [packageDir, version] = process.argv.slice(2);
const build = path.join(packageDir, "build");
const zodSchemas = await import(path.resolve(build, "discord-api-spec.zod.js"));

const registry = z.registry();
for (const [name, value] of Object.entries(zodSchemas)) {
  if (name.endsWith("Schema") && value && typeof value === "object") {
    registry.add(value, { id: name.slice(0, -"Schema".length) });
  }
}
const exported = z.toJSONSchema(registry, {
  io: "input",
  target: "draft-2020-12",
  unrepresentable: "any",
  cycles: "ref",
  uri: (id) => `#/components/schemas/${id}`,
});
const schemas = {};
for (const [name, schema] of Object.entries(exported.schemas)) {
  delete schema.$schema;
  delete schema.$id;
  schemas[name] = schema;
}

const source = ts.createSourceFile(
  "spec.ts",
  fs.readFileSync(path.join(build, "discord-api-spec.ts"), "utf8"),
  ts.ScriptTarget.Latest,
  true,
);
const paths = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === "Paths");

const keyOf = (member) => (ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(source));
const memberOf = (literal, key) => literal?.members?.find((m) => keyOf(m) === key);

function schemaOf(node) {
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { type: "string" };
    case ts.SyntaxKind.NumberKeyword:
      return { type: "number" };
    case ts.SyntaxKind.BooleanKeyword:
      return { type: "boolean" };
    case ts.SyntaxKind.UnknownKeyword:
    case ts.SyntaxKind.AnyKeyword:
      return {};
    case ts.SyntaxKind.NullKeyword:
      return { type: "null" };
    case ts.SyntaxKind.LiteralType:
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) return { type: "null" };
      return { const: JSON.parse(node.literal.getText(source)) };
    case ts.SyntaxKind.ParenthesizedType:
      return schemaOf(node.type);
    case ts.SyntaxKind.ArrayType:
      return { type: "array", items: schemaOf(node.elementType) };
    case ts.SyntaxKind.UnionType:
      return { anyOf: node.types.map(schemaOf) };
    case ts.SyntaxKind.TypeReference: {
      const name = node.typeName.getText(source);
      if (!(name in schemas)) throw new Error(`unknown type ${name}`);
      return { $ref: `#/components/schemas/${name}` };
    }
    case ts.SyntaxKind.TypeLiteral: {
      const properties = {};
      const required = [];
      let additional;
      for (const member of node.members) {
        if (ts.isIndexSignatureDeclaration(member)) {
          additional = schemaOf(member.type);
          continue;
        }
        properties[keyOf(member)] = schemaOf(member.type);
        if (!member.questionToken) required.push(keyOf(member));
      }
      return {
        type: "object",
        properties,
        ...(required.length ? { required } : {}),
        ...(additional ? { additionalProperties: additional } : {}),
      };
    }
    default:
      throw new Error(`unsupported type ${ts.SyntaxKind[node.kind]}: ${node.getText(source)}`);
  }
}

const operations = {};
for (const pathMember of paths.members) {
  const item = {};
  for (const method of pathMember.type.members) {
    const op = method.type;
    const operation = {};
    const success = memberOf(memberOf(op, "responses")?.type, "200") ?? memberOf(memberOf(op, "responses")?.type, "204");
    const doc = success && ts.getJSDocCommentsAndTags(success).map((d) => d.comment).join(" ");
    const id = doc && /response for (\w+)/.exec(doc);
    if (id) operation.operationId = id[1];
    const parameters = [];
    for (const where of ["path", "query"]) {
      const group = memberOf(memberOf(op, "parameters")?.type, where);
      if (!group || !ts.isTypeLiteralNode(group.type)) continue;
      for (const p of group.type.members) {
        parameters.push({
          name: keyOf(p),
          in: where,
          required: where === "path" || !p.questionToken,
          schema: schemaOf(p.type),
        });
      }
    }
    if (parameters.length) operation.parameters = parameters;
    const body = memberOf(op, "requestBody");
    if (body && body.type.kind !== ts.SyntaxKind.UndefinedKeyword) {
      operation.requestBody = { content: { "application/json": { schema: schemaOf(body.type) } } };
    }
    item[keyOf(method)] = operation;
  }
  operations[keyOf(pathMember)] = item;
}

process.stdout.write(
  JSON.stringify({
    openapi: "3.1.0",
    info: {
      title: "Discord HTTP API",
      version: "10",
      license: { name: "MIT", identifier: "MIT" },
      "x-source": `npm discord-api-spec@${version}, generated from github.com/discord/discord-api-spec specs/openapi.json`,
    },
    servers: [{ url: "https://discord.com/api/v10" }],
    paths: operations,
    components: { schemas },
  }),
);
