// The public API report: every export of each entry in package.json "exports", checked in under api/ as
// api/<entry>.api.md, so a change to what importers see shows up in review as a short diff. The model is
// api-extractor's report, built here with the TypeScript compiler API from the entries' sources:
// - each export once, with its kind and signature, grouped by the module that declares it (its domain);
// - each named type (a type alias, an interface, a class) printed once by name with its fields, and
//   referenced by name everywhere else (a zod output type is matched to the alias inferred from it);
// - a zod schema shown as its zod class with its output type, and its input type second when that differs:
//   `ZodMiniObject<Product>`, not the expanded ZodMiniObject<{ ... }> of the built declarations;
// - a type an export uses but the entry does not export is printed once at the end of the report.
// Doc comments are left out: the report shows shapes, the sources and README show intent.
// Measured: an optional field added to the product reply (ProductDetails in catalog/schemas.ts) changes
// 1 line of api/index.api.md (one 7-line hunk, 11 lines of `diff -u` with its headers); the former report,
// the bundled declarations (13,500 lines), grew by 4 lines for the same field.
//
// `--check` compares and fails on drift with a unified diff (the package's test runs it); without it the
// report is rewritten (`pnpm --filter @storefront/sdk api:update`). No build is needed: the report reads
// src/ through the package's tsconfig.json (`--built`, from when it read dist/, is accepted and ignored).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(packageDir, 'src');
const reportDir = join(packageDir, 'api');
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const check = process.argv.includes('--check');

/** One report per entry of package.json "exports": '.' is index, './messages/hi' is messages-hi. */
const entries = Object.entries(packageJson.exports)
  .filter(([, target]) => typeof target === 'object' && target.source)
  .map(([subpath, target]) => ({
    importPath: subpath === '.' ? packageJson.name : `${packageJson.name}/${subpath.slice(2)}`,
    source: join(packageDir, target.source),
    report: `${subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-')}.api.md`,
  }));

const program = createProgram(entries.map((entry) => entry.source));
const checker = program.getTypeChecker();

/** The SDK's own compiler options (tsconfig.json), with only the entries as roots. */
function createProgram(rootNames) {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(packageDir, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  return ts.createProgram({ rootNames, options: parsed.options });
}

const isOwnFile = (fileName) => resolve(fileName).startsWith(srcDir + '/');
const isLibFile = (fileName) => program.isSourceFileDefaultLibrary(program.getSourceFile(fileName));
const declarationFile = (symbol) => symbol?.declarations?.[0]?.getSourceFile().fileName;

/** Where a declaration lives, as the report's section title: a path under src/, or a package name. */
function moduleOf(symbol) {
  const fileName = declarationFile(symbol);
  if (!fileName) return '(built in)';
  if (isOwnFile(fileName)) return relative(srcDir, fileName);
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(fileName);
  return inPackage ? inPackage[1] : relative(packageDir, fileName);
}

// Type printing. A type with a name in `names` is printed as that name; anything else is spelled out.
// Printed text is TypeScript syntax on purpose: prettier formats it and the diff reads like code.

const PLAIN =
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.ESSymbol |
  ts.TypeFlags.Void |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Null |
  ts.TypeFlags.Never |
  ts.TypeFlags.NonPrimitive |
  ts.TypeFlags.Literal |
  ts.TypeFlags.UniqueESSymbol |
  ts.TypeFlags.EnumLiteral |
  ts.TypeFlags.Enum;
const GENERIC =
  ts.TypeFlags.TypeParameter |
  ts.TypeFlags.IndexedAccess |
  ts.TypeFlags.Conditional |
  ts.TypeFlags.Substitution |
  ts.TypeFlags.Index |
  ts.TypeFlags.TemplateLiteral |
  ts.TypeFlags.StringMapping;
const TO_STRING =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

const isIdentifier = (name) => /^[A-Za-z_$][\w$]*$/.test(name);
const propertyName = (name) => (isIdentifier(name) ? name : JSON.stringify(name));
const indentOf = (depth) => '  '.repeat(depth);

/** The zod schema a type is, if any: its class name, output and input types. */
function zodSchemaOf(type) {
  if (!(type.flags & ts.TypeFlags.Object)) return undefined;
  const internals = type.getProperty('_zod');
  if (!internals) return undefined;
  const internalsType = checker.getTypeOfSymbol(internals);
  const output = internalsType.getProperty('output');
  const input = internalsType.getProperty('input');
  if (!output || !input) return undefined;
  const symbol = type.aliasSymbol ?? type.symbol;
  return {
    kind: symbol?.name ?? 'ZodType',
    output: checker.getTypeOfSymbol(output),
    input: checker.getTypeOfSymbol(input),
  };
}

function isReadonly(symbol) {
  // Mapped types (Readonly<T>) mark their properties only in the symbol's check flags, an internal of the
  // compiler; declarations tell the rest.
  if (typeof ts.getCheckFlags === 'function' && ts.getCheckFlags(symbol) & ts.CheckFlags.Readonly)
    return true;
  return (symbol.declarations ?? []).some(
    (declaration) =>
      ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ||
      (ts.isGetAccessorDeclaration(declaration) && !(symbol.flags & ts.SymbolFlags.SetAccessor)),
  );
}

/** Private and protected members, which importers cannot reach (a subclass is not the SDK's use). */
const isHidden = (symbol) =>
  symbol.name.startsWith('__#') ||
  (symbol.declarations ?? []).some(
    (declaration) =>
      ts.getCombinedModifierFlags(declaration) &
        (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) ||
      (declaration.name && ts.isPrivateIdentifier(declaration.name)),
  );

/** The printer of one report: the names it may use, and the unexported types it had to name. */
function createPrinter(names) {
  /** Types printed by name that the entry does not export: the report lists them at the end. */
  const referenced = new Map();
  /** The name being defined: its own type, and its parts (`StorefrontClient['payments']`), are spelled out. */
  let self;
  const isSelf = (name) => self !== undefined && (name === self || name.startsWith(`${self}[`));

  /** Named object types by their property names, to find a type's structural twin. */
  const byShape = new Map();
  for (const [type, name] of names) {
    if (!isSpelledOut(type) || name.includes('[')) continue;
    const key = shapeKey(type);
    if (!byShape.has(key)) byShape.set(key, []);
    byShape.get(key).push([type, name]);
  }
  /** Named unions, largest first: a union that holds all of one's members names it (`Locale | undefined`). */
  const namedUnions = [...names]
    .filter(([type]) => type.flags & ts.TypeFlags.Union && !(type.flags & ts.TypeFlags.Boolean))
    .sort(([a, nameA], [b, nameB]) => b.types.length - a.types.length || byText(nameA, nameB));

  function nameOf(type) {
    const known = names.get(type);
    if (known) return isSelf(known) ? undefined : known;
    // A zod input type is a type of its own, even when it reads the same as the named output type.
    if (isSpelledOut(type) && !hasLibAlias(type)) {
      const twin = byShape
        .get(shapeKey(type))
        ?.find(([named, name]) => !isSelf(name) && isSameType(named, type));
      if (twin) return twin[1];
    }
    // An interface or class of the SDK the entry does not export: named, and listed at the end.
    const symbol =
      type.flags & ts.TypeFlags.Object &&
      type.objectFlags & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface)
        ? type.symbol
        : undefined;
    if (symbol && isOwnFile(declarationFile(symbol))) {
      if (!referenced.has(type)) referenced.set(type, unexportedName(symbol));
      return referenced.get(type);
    }
    return undefined;
  }

  /**
   * An unexported type's name; qualified by its module where the entry exports another type of that name
   * (the core's CartItem interface beside the main entry's CartItem schema type).
   */
  function unexportedName(symbol) {
    const taken = new Set([...names.values(), ...referenced.values()]);
    return taken.has(symbol.name) ? `import('${moduleOf(symbol)}').${symbol.name}` : symbol.name;
  }

  /** The text of `fn()` written while `name` is being defined. */
  function defining(name, fn) {
    const outer = self;
    self = name;
    try {
      return fn();
    } finally {
      self = outer;
    }
  }

  function typeText(type, depth, { optional = false } = {}) {
    const name = nameOf(type);
    if (name) return name;
    if (type.flags & ts.TypeFlags.Boolean) return 'boolean';
    if (type.flags & PLAIN && !(type.flags & ts.TypeFlags.Union)) {
      return checker.typeToString(type, undefined, TO_STRING);
    }
    if (type.flags & GENERIC) return genericText(type, depth);
    // zod's $ZodIssue and the like: a union a library named reads best by that name.
    if (type.flags & ts.TypeFlags.Union && hasExternalAlias(type)) return aliasText(type, depth);
    if (type.flags & ts.TypeFlags.Union) return unionText(type, depth, optional);
    if (type.flags & ts.TypeFlags.Intersection) {
      return type.types.map((member) => wrapped(member, depth)).join(' & ');
    }
    if (type.flags & ts.TypeFlags.Object) return objectText(type, depth);
    return checker.typeToString(type, undefined, TO_STRING);
  }

  /** A member of a union, intersection or array, in parentheses where the syntax needs them. */
  function wrapped(type, depth) {
    const text = typeText(type, depth);
    const compound =
      type.flags & (ts.TypeFlags.Union | ts.TypeFlags.Intersection) && /[|&]/.test(text);
    const arrow = (text.startsWith('(') || text.startsWith('<')) && text.includes('=>');
    return compound || arrow || text.startsWith('new (') ? `(${text})` : text;
  }

  function aliasText(type, depth) {
    const args = type.aliasTypeArguments ?? [];
    const argsText = args.length ? `<${args.map((arg) => typeText(arg, depth)).join(', ')}>` : '';
    return type.aliasSymbol.name + argsText;
  }

  function genericText(type, depth) {
    if (type.flags & ts.TypeFlags.IndexedAccess) {
      return `${wrapped(type.objectType, depth)}[${typeText(type.indexType, depth)}]`;
    }
    if (type.aliasSymbol && type.aliasTypeArguments?.length) return aliasText(type, depth);
    return checker.typeToString(type, undefined, TO_STRING);
  }

  /**
   * A union in a stable order (the compiler's follows type creation): the named unions it holds and named
   * members by name, then other members as declared, then literals sorted, then null and undefined.
   */
  function unionText(type, depth, optional) {
    let members = type.types;
    if (optional) members = members.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
    const named = [];
    const isBooleanLiteral = (member) => member.flags & ts.TypeFlags.BooleanLiteral;
    if (members.filter(isBooleanLiteral).length === 2) {
      named.push('boolean');
      members = members.filter((member) => !isBooleanLiteral(member));
    }
    for (const [union, name] of namedUnions) {
      if (isSelf(name) || union.types.length > members.length) continue;
      if (!union.types.every((member) => members.includes(member))) continue;
      named.push(name);
      members = members.filter((member) => !union.types.includes(member));
    }
    const nullish = ts.TypeFlags.Null | ts.TypeFlags.Undefined;
    const literal = (member) => member.flags & ts.TypeFlags.Literal && !(member.flags & nullish);
    const others = [];
    for (const member of members.filter(
      (member) => !literal(member) && !(member.flags & nullish),
    )) {
      const text = wrapped(member, depth);
      (nameOf(member) ? named : others).push(text);
    }
    const texts = [
      ...named.sort(byText),
      ...others,
      ...members
        .filter(literal)
        .map((member) => typeText(member, depth))
        .sort(byText),
      ...(members.some((member) => member.flags & ts.TypeFlags.Null) ? ['null'] : []),
      ...(members.some((member) => member.flags & ts.TypeFlags.Undefined) ? ['undefined'] : []),
    ];
    return texts.join(' | ');
  }

  function typeArgumentsText(type, depth) {
    const target = type.target;
    const count = target.typeParameters?.length ?? 0;
    const args = checker.getTypeArguments(type).slice(0, count);
    return args.length ? `<${args.map((arg) => typeText(arg, depth)).join(', ')}>` : '';
  }

  function objectText(type, depth) {
    const schema = zodSchemaOf(type);
    if (schema) {
      const output = typeText(schema.output, depth);
      if (isSameType(schema.input, schema.output)) return `${schema.kind}<${output}>`;
      return `${schema.kind}<${output}, ${typeText(schema.input, depth)}>`;
    }
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type);
      const readonly = type.target.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${readonly}${wrapped(element, depth)}[]`;
    }
    if (checker.isTupleType(type)) return tupleText(type, depth);
    if (type.objectFlags & ts.ObjectFlags.Reference && type.target !== type) {
      const name = nameOf(type.target) ?? type.target.symbol?.name;
      if (name) return `${name}${typeArgumentsText(type, depth)}`;
    }
    if (type.objectFlags & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface) && type.symbol) {
      return type.symbol.name;
    }
    // The static side of a class: `typeof ApiError`.
    if (type.symbol?.flags & ts.SymbolFlags.Class) return `typeof ${type.symbol.name}`;
    // Record<K, V>, Partial<T> and the like read better by name than spelled out.
    if (hasLibAlias(type)) return aliasText(type, depth);
    return literalText(type, depth);
  }

  function tupleText(type, depth) {
    const target = type.target;
    const elements = checker.getTypeArguments(type).map((element, index) => {
      const flags = target.elementFlags[index];
      const text = typeText(element, depth);
      if (flags & ts.ElementFlags.Rest) return `...${wrapped(element, depth)}[]`;
      if (flags & ts.ElementFlags.Optional) return `${text}?`;
      return text;
    });
    return `${target.readonly ? 'readonly ' : ''}[${elements.join(', ')}]`;
  }

  /** An object type spelled out: a function type as an arrow, anything else one member per line. */
  function literalText(type, depth) {
    const properties = visibleProperties(type);
    const calls = type.getCallSignatures();
    const lone =
      properties.length === 0 &&
      type.getConstructSignatures().length === 0 &&
      checker.getIndexInfosOfType(type).length === 0;
    if (lone && calls.length === 1) {
      return `(${parametersText(calls[0], depth)}) => ${returnText(calls[0], depth)}`;
    }
    if (lone && calls.length === 0) return '{}';
    return `{\n${memberLines(type, depth + 1, properties).join('\n')}\n${indentOf(depth)}}`;
  }

  /**
   * The members of an object type, one per line at `depth`: its signatures (unless `signatures` is false),
   * then `properties`.
   */
  function memberLines(
    type,
    depth,
    properties = visibleProperties(type),
    { signatures = true } = {},
  ) {
    const pad = indentOf(depth);
    const lines = [];
    if (!signatures) return properties.flatMap((symbol) => propertyLines(symbol, depth));
    for (const signature of type.getCallSignatures())
      lines.push(`${pad}${signatureText(signature, depth)};`);
    for (const signature of type.getConstructSignatures())
      lines.push(`${pad}new ${signatureText(signature, depth)};`);
    for (const info of checker.getIndexInfosOfType(type)) {
      const key = info.declaration?.parameters[0]?.name.getText() ?? 'key';
      const readonly = info.isReadonly ? 'readonly ' : '';
      lines.push(
        `${pad}${readonly}[${key}: ${typeText(info.keyType, depth)}]: ${typeText(info.type, depth)};`,
      );
    }
    for (const symbol of properties) lines.push(...propertyLines(symbol, depth));
    return lines;
  }

  function propertyLines(symbol, depth) {
    const pad = indentOf(depth);
    const name = propertyName(symbol.name);
    const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
    const type = checker.getTypeOfSymbol(symbol);
    if (symbol.flags & ts.SymbolFlags.Method) {
      return checker
        .getNonNullableType(type)
        .getCallSignatures()
        .map((signature) => `${pad}${name}${optional}${signatureText(signature, depth)};`);
    }
    const readonly = isReadonly(symbol) ? 'readonly ' : '';
    const text = typeText(type, depth, { optional: optional !== '' });
    return [`${pad}${readonly}${name}${optional}: ${text};`];
  }

  function typeParametersText(parameters, depth) {
    if (!parameters?.length) return '';
    const texts = parameters.map((parameter) => {
      const constraint = parameter.getConstraint();
      const fallback = parameter.getDefault();
      return (
        parameter.symbol.name +
        (constraint ? ` extends ${typeText(constraint, depth)}` : '') +
        (fallback ? ` = ${typeText(fallback, depth)}` : '')
      );
    });
    return `<${texts.join(', ')}>`;
  }

  function parametersText(signature, depth) {
    const texts = signature.parameters.map((symbol) => {
      const declaration = symbol.valueDeclaration;
      const parameter = declaration && ts.isParameter(declaration) ? declaration : undefined;
      const rest = parameter?.dotDotDotToken ? '...' : '';
      const optional = !rest && (parameter?.questionToken || parameter?.initializer) ? '?' : '';
      const type =
        writtenType(signature, parameter?.type) ??
        typeText(checker.getTypeOfSymbol(symbol), depth, { optional: optional !== '' });
      return `${rest}${symbol.name}${optional}: ${type}`;
    });
    return texts.join(', ');
  }

  function returnText(signature, depth) {
    const predicate = checker.getTypePredicateOfSignature(signature);
    if (!predicate) {
      const written = writtenType(signature, signature.getDeclaration()?.type);
      return written ?? typeText(signature.getReturnType(), depth);
    }
    const { kind } = predicate;
    const { AssertsThis, AssertsIdentifier, This } = ts.TypePredicateKind;
    const subject = kind === This || kind === AssertsThis ? 'this' : predicate.parameterName;
    const asserts = kind === AssertsThis || kind === AssertsIdentifier ? 'asserts ' : '';
    return `${asserts}${subject}${predicate.type ? ` is ${typeText(predicate.type, depth)}` : ''}`;
  }

  /**
   * A generic signature's types as its declaration writes them (`RequestOf<N>`): spelled out, they would
   * be the generic machinery behind the alias. Undefined for other signatures, and where none is written.
   */
  function writtenType(signature, typeNode) {
    if (!signature.getTypeParameters()?.length || !typeNode) return undefined;
    return nodeText(typeNode);
  }

  /** `<T>(a: A, b?: B): R`, as a method or a function declaration writes it. */
  function signatureText(signature, depth, { asConstructor = false } = {}) {
    const typeParameters = typeParametersText(signature.getTypeParameters(), depth);
    const parameters = `(${parametersText(signature, depth)})`;
    return asConstructor
      ? typeParameters + parameters
      : `${typeParameters}${parameters}: ${returnText(signature, depth)}`;
  }

  return {
    defining,
    typeText,
    memberLines,
    signatureText,
    typeParametersText,
    nameOf,
    referenced,
  };
}

/** A declaration or type as written, without its comments, on one line. */
const nodeText = (node) =>
  ts
    .createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed })
    .printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
    .replace(/\s*\n\s*/g, ' ');

/** Record<K, V>, Partial<T>: an alias from TypeScript's own lib. */
const hasLibAlias = (type) => type.aliasSymbol && isLibFile(declarationFile(type.aliasSymbol));
/** An alias a library declares (not the SDK). */
const hasExternalAlias = (type) => {
  const fileName = type.aliasSymbol && declarationFile(type.aliasSymbol);
  return fileName !== undefined && !isOwnFile(fileName);
};

/** Types that read the same: each assignable to the other. */
const isSameType = (a, b) =>
  a === b || (checker.isTypeAssignableTo(a, b) && checker.isTypeAssignableTo(b, a));

/**
 * A type the printer would spell out member by member (an object type that is not an array, class or
 * interface), or a union of them.
 */
const isSpelledOut = (type) =>
  type.flags & ts.TypeFlags.Union
    ? type.types.some(isSpelledOut)
    : type.flags & ts.TypeFlags.Object &&
      !(
        type.objectFlags &
        (ts.ObjectFlags.Reference | ts.ObjectFlags.Class | ts.ObjectFlags.Interface)
      ) &&
      !zodSchemaOf(type) &&
      checker.getPropertiesOfType(type).length > 0;

/** Types that may read the same have the same key: their property names, or their union's size. */
const shapeKey = (type) =>
  type.flags & ts.TypeFlags.Union
    ? `union of ${type.types.length}`
    : checker
        .getPropertiesOfType(type)
        .map((symbol) => symbol.name)
        .sort()
        .join(',');

const visibleProperties = (type) =>
  checker.getPropertiesOfType(type).filter((symbol) => !isHidden(symbol));

// The report of one entry.

const aliasTypeParameters = (symbol) =>
  symbol.declarations?.find(ts.isTypeAliasDeclaration)?.typeParameters ?? [];

/**
 * Whether a name may stand for a type wherever it appears: not for `number` (Paise), `string[]`, nor a
 * union of such (`string | null`), which other declarations use without meaning the alias.
 */
const isNameable = (type) => {
  if (type.flags & (PLAIN | ts.TypeFlags.Boolean)) return false;
  if (type.flags & ts.TypeFlags.Object)
    return !checker.isArrayType(type) && !checker.isTupleType(type);
  if (type.flags & ts.TypeFlags.Union) {
    const nullish = ts.TypeFlags.Null | ts.TypeFlags.Undefined;
    return type.types.some(
      (member) =>
        (member.flags & ts.TypeFlags.Literal && !(member.flags & nullish)) ||
        (member.flags & ts.TypeFlags.Object && isNameable(member)),
    );
  }
  return true;
};

/**
 * The names an entry gives types: its type aliases, interfaces and classes; `typeof` its values whose type
 * is their own; and `Name['part']` for the object types inside a named one (`StorefrontClient['payments']`).
 */
function namesOf(exported) {
  const names = new Map();
  const named = ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface | ts.SymbolFlags.Class;
  for (const { name, symbol } of exported) {
    if (!(symbol.flags & named)) continue;
    if (symbol.flags & ts.SymbolFlags.TypeAlias && aliasTypeParameters(symbol).length) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (isNameable(type) && !names.has(type)) names.set(type, name);
  }
  for (const { name, symbol, typeOnly } of exported) {
    if (typeOnly || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Class))) continue;
    const type = checker.getTypeOfSymbol(symbol);
    // Schemas of one class and output share a type (every z.string() is ZodMiniString<string>), and so do
    // the values of one interface (RegExp): only a type of the value's own is `typeof` it.
    if (zodSchemaOf(type) || hasLibAlias(type) || !isSpelledOut(type)) continue;
    if (!names.has(type)) names.set(type, `typeof ${name}`);
  }
  for (const [type, name] of [...names]) {
    if (name.startsWith('typeof ') || !(type.flags & ts.TypeFlags.Object) || !isSpelledOut(type))
      continue;
    for (const property of visibleProperties(type)) {
      const part = checker.getTypeOfSymbol(property);
      if (part.flags & ts.TypeFlags.Object && isSpelledOut(part) && !names.has(part))
        names.set(part, `${name}[${JSON.stringify(property.name).replaceAll('"', "'")}]`);
    }
  }
  return names;
}

/** The properties an interface or class declares itself: inherited ones are in its base's entry. */
function ownProperties(type, symbol) {
  const inherited = new Set(
    checker
      .getBaseTypes(type)
      .flatMap((base) => checker.getPropertiesOfType(base).map((property) => property.name)),
  );
  const declaredHere = (property) =>
    (property.declarations ?? []).some((declaration) =>
      symbol.declarations.includes(declaration.parent),
    );
  return visibleProperties(type).filter(
    (property) => !inherited.has(property.name) || declaredHere(property),
  );
}

function heritageText(type, printer) {
  const bases = checker.getBaseTypes(type);
  if (bases.length === 0) return '';
  return ` extends ${bases.map((base) => printer.typeText(base, 0)).join(', ')}`;
}

const block = (lines) => (lines.length ? `{\n${lines.join('\n')}\n}` : '{}');

function interfaceText(name, symbol, printer) {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const parameters = printer.typeParametersText(type.localTypeParameters, 0);
  const body = printer.defining(name, () =>
    block(printer.memberLines(type, 1, ownProperties(type, symbol))),
  );
  return `export interface ${name}${parameters}${heritageText(type, printer)} ${body}`;
}

function classText(name, symbol, printer) {
  return printer.defining(name, () => classBody(name, symbol, printer));
}

function classBody(name, symbol, printer) {
  const instance = checker.getDeclaredTypeOfSymbol(symbol);
  const statics = checker.getTypeOfSymbol(symbol);
  const declaration = symbol.declarations.find(ts.isClassDeclaration);
  const lines = [];
  if (declaration.members.some(ts.isConstructorDeclaration)) {
    for (const signature of statics.getConstructSignatures()) {
      lines.push(`  constructor${printer.signatureText(signature, 1, { asConstructor: true })};`);
    }
  }
  const ownStatic = (property) =>
    property.name !== 'prototype' &&
    (property.declarations ?? []).some((member) => member.parent === declaration);
  for (const property of visibleProperties(statics).filter(ownStatic)) {
    for (const line of printer.memberLines(statics, 1, [property], { signatures: false }))
      lines.push(line.replace(/^ {2}/, '  static '));
  }
  lines.push(...printer.memberLines(instance, 1, ownProperties(instance, symbol)));
  const parameters = printer.typeParametersText(instance.localTypeParameters, 0);
  const abstract =
    ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract ? 'abstract ' : '';
  return `export ${abstract}class ${name}${parameters}${heritageText(instance, printer)} ${block(lines)}`;
}

function typeAliasText(name, symbol, printer) {
  const declaration = symbol.declarations.find(ts.isTypeAliasDeclaration);
  if (!declaration.typeParameters?.length) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    return `export type ${name} = ${printer.defining(name, () => printer.typeText(type, 0))};`;
  }
  // A generic alias cannot be spelled out for every argument: its declaration is its signature.
  return `export ${nodeText(declaration).replace(/^(export )?type [\w$]+/, `type ${name}`)}`;
}

function functionText(name, symbol, printer) {
  return checker
    .getTypeOfSymbol(symbol)
    .getCallSignatures()
    .map((signature) => `export function ${name}${printer.signatureText(signature, 0)};`)
    .join('\n');
}

function variableText(name, symbol, printer) {
  const declaration = symbol.valueDeclaration;
  const constant = declaration && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
  const type = checker.getTypeOfSymbol(symbol);
  // A value whose type has no other name is spelled out here, and is `typeof name` elsewhere.
  const text = printer.defining(`typeof ${name}`, () => printer.typeText(type, 0));
  return `export ${constant ? 'const' : 'let'} ${name}: ${text};`;
}

/** What one export declares, each meaning in source order: `Product` is a const and a type. */
function declarationsOf({ name, symbol, typeOnly }, printer) {
  const meanings = [
    [ts.SymbolFlags.Class, ts.isClassDeclaration, classText],
    [ts.SymbolFlags.Interface, ts.isInterfaceDeclaration, interfaceText],
    [ts.SymbolFlags.TypeAlias, ts.isTypeAliasDeclaration, typeAliasText],
    [ts.SymbolFlags.Function, ts.isFunctionDeclaration, functionText],
    [ts.SymbolFlags.Variable, ts.isVariableDeclaration, variableText],
  ];
  const texts = [];
  const values = ts.SymbolFlags.Function | ts.SymbolFlags.Variable;
  for (const [flag, isDeclaration, text] of meanings) {
    if (!(symbol.flags & flag) || (typeOnly && flag & values)) continue;
    const position = symbol.declarations?.find(isDeclaration)?.pos ?? 0;
    texts.push({ position, text: text(name, symbol, printer) });
  }
  if (texts.length === 0) {
    throw new Error(`api-report: ${name} is neither a type, a class, a function nor a variable`);
  }
  return texts.sort((a, b) => a.position - b.position).map(({ text }) => text);
}

/**
 * The exports of an entry module, each resolved to the symbol that declares it; `typeOnly` when an
 * `export type` (or `import type`) on the way exports only its type.
 */
function exportsOf(sourceFile) {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  return checker.getExportsOfModule(moduleSymbol).map((exported) => ({
    name: exported.name,
    symbol: exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
    typeOnly: isTypeOnly(exported),
  }));
}

function isTypeOnly(exported) {
  for (let symbol = exported; symbol?.flags & ts.SymbolFlags.Alias;) {
    if (symbol.declarations?.some(ts.isTypeOnlyImportOrExportDeclaration)) return true;
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  return false;
}

const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** The report of one entry, as markdown with one TypeScript block per declaring module. */
function reportOf(entry) {
  const exported = exportsOf(program.getSourceFile(entry.source));
  const printer = createPrinter(namesOf(exported));
  const sections = new Map();
  const declarationPosition = (symbol) => symbol.declarations?.[0]?.pos ?? 0;
  const ordered = [...exported].sort(
    (a, b) =>
      byText(moduleOf(a.symbol), moduleOf(b.symbol)) ||
      declarationPosition(a.symbol) - declarationPosition(b.symbol) ||
      byText(a.name, b.name),
  );
  for (const item of ordered) {
    const module = moduleOf(item.symbol);
    if (!sections.has(module)) sections.set(module, []);
    sections.get(module).push(declarationsOf(item, printer).join('\n'));
  }
  const parts = [
    `# API report: \`${entry.importPath}\``,
    '<!-- Written by `pnpm --filter @storefront/sdk api:update` (scripts/api-report.mjs). Do not edit. -->',
    'Every export of the entry, grouped by the module that declares it. A named type is printed once and ' +
      'referenced by name; a zod schema is shown as its zod class with its output type (then its input type, ' +
      'when that differs).',
  ];
  for (const [module, texts] of sections) {
    parts.push(`## \`${module}\``, ['```ts', texts.join('\n\n'), '```'].join('\n'));
  }
  const unexported = unexportedTexts(printer);
  if (unexported.length) {
    parts.push(
      '## Used above, not exported by this entry',
      ['```ts', unexported.join('\n\n'), '```'].join('\n'),
    );
  }
  return parts.join('\n\n') + '\n';
}

/** The types the report named without the entry exporting them, each once (they may name more). */
function unexportedTexts(printer) {
  const texts = [];
  const printed = new Set();
  for (;;) {
    const next = [...printer.referenced].find(([type]) => !printed.has(type));
    if (!next) break;
    const [type] = next;
    printed.add(type);
    const { symbol } = type;
    const text =
      symbol.flags & ts.SymbolFlags.Class
        ? classText(symbol.name, symbol, printer)
        : interfaceText(symbol.name, symbol, printer);
    texts.push(`// ${moduleOf(symbol)}\n${text.replace(/^export /, '')}`);
  }
  return texts;
}

// Write or compare.

const formatted = async (text, file) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });

const changed = [];
mkdirSync(reportDir, { recursive: true });
for (const entry of entries) {
  const reportFile = join(reportDir, entry.report);
  const report = await formatted(reportOf(entry), reportFile);
  const reported = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined;
  if (reported === report) continue;
  changed.push(entry.report);
  if (!check) {
    writeFileSync(reportFile, report);
    continue;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'sdk-api-'));
  const currentFile = join(scratch, entry.report);
  writeFileSync(currentFile, report);
  // Each hunk's header names the declaration it is in (a top-level line: `export type Product = {`).
  const diff = spawnSync('diff', ['-u', '-F', '^[a-z#]', reportFile, currentFile], {
    encoding: 'utf8',
  });
  rmSync(scratch, { recursive: true, force: true });
  process.stdout.write(diff.stdout || `api/${entry.report} is missing.\n`);
}

const listed = (files) => files.map((file) => `api/${file}`).join(', ');
if (changed.length === 0) {
  console.log(
    `The API report (${listed(entries.map((entry) => entry.report))}) matches the sources.`,
  );
} else if (check) {
  console.error(
    [
      '',
      `The public API of @storefront/sdk changed: ${listed(changed)} no longer ${changed.length === 1 ? 'matches' : 'match'} the sources (diff above).`,
      'If the change is intended:',
      '  1. run `pnpm --filter @storefront/sdk api:update` and commit the updated api/ files;',
      '  2. add a changeset with `pnpm changeset` (minor for a new export, major for a removed or changed one).',
      '',
    ].join('\n'),
  );
  process.exit(1);
} else {
  console.log(`Updated ${listed(changed)}.`);
}
