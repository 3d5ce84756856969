// Algolia's filter grammar (issue 4 item 2): `attr:value`, quoted values,
// `attr:lo TO hi`, `<`, `<=`, `=`, `!=`, `>=`, `>`, booleans as values, AND, OR,
// NOT and parentheses. A recursive-descent parser over a token list, no eval;
// nesting and length are bounded so any input ends in a tree or a 400 quickly.
// Precedence: NOT binds tightest, then AND, then OR. Unlike hosted Algolia,
// any mix of AND and OR is accepted (the domain's listing filter needs it).
import { badRequest } from "./errors";
import { type FilterNode, type NumericOperator } from "./filter-ast";

export const maxFilterLength = 16_384;
export const maxFilterDepth = 32;

type Token =
  | { type: "open" | "close" | "colon"; at: number }
  | { type: "operator"; value: NumericOperator; at: number }
  | { type: "word" | "quoted"; value: string; at: number };

const keywords = new Set(["AND", "OR", "NOT", "TO"]);
const operatorStarts = new Set(["<", ">", "=", "!"]);
const numberPattern = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

function describe(token: Token | undefined): string {
  if (!token) return "end of input";
  switch (token.type) {
    case "open":
      return '"("';
    case "close":
      return '")"';
    case "colon":
      return '":"';
    case "operator":
      return `"${token.value}"`;
    case "quoted":
      return `string ${JSON.stringify(token.value)}`;
    case "word":
      return `"${token.value}"`;
  }
}

function tokenize(text: string, label: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) {
      at++;
    } else if (char === "(" || char === ")") {
      tokens.push({ type: char === "(" ? "open" : "close", at });
      at++;
    } else if (char === ":") {
      tokens.push({ type: "colon", at });
      at++;
    } else if (operatorStarts.has(char)) {
      const pair = text.slice(at, at + 2);
      if (pair === "<=" || pair === ">=" || pair === "!=") {
        tokens.push({ type: "operator", value: pair, at });
        at += 2;
      } else if (char === "!") {
        badRequest(`${label}: unexpected "!" at col ${at + 1} (did you mean "!="?)`);
      } else {
        tokens.push({ type: "operator", value: char as NumericOperator, at });
        at++;
      }
    } else if (char === '"' || char === "'") {
      const start = at;
      let value = "";
      at++;
      while (at < text.length && text[at] !== char) {
        if (text[at] === "\\" && at + 1 < text.length) at++;
        value += text[at];
        at++;
      }
      if (at >= text.length) badRequest(`${label}: unterminated quoted string starting at col ${start + 1}`);
      at++;
      tokens.push({ type: "quoted", value, at: start });
    } else {
      const start = at;
      while (at < text.length && !/[\s():"'<>=!]/.test(text[at]!)) at++;
      tokens.push({ type: "word", value: text.slice(start, at), at: start });
    }
  }
  return tokens;
}

export function parseNumber(text: string): number | null {
  if (!numberPattern.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

class FilterParser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly label: string,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private fail(expected: string): never {
    const token = this.peek();
    const where = token ? ` at col ${token.at + 1}` : "";
    return badRequest(`${this.label}: unexpected ${describe(token)}${where}, expected ${expected}`);
  }

  private isKeyword(keyword: string): boolean {
    const token = this.peek();
    return token?.type === "word" && token.value === keyword;
  }

  parse(): FilterNode {
    const node = this.parseOr(0);
    if (this.position < this.tokens.length) this.fail('"AND", "OR" or the end of the filter');
    return node;
  }

  private parseOr(depth: number): FilterNode {
    const children = [this.parseAnd(depth)];
    while (this.isKeyword("OR")) {
      this.position++;
      children.push(this.parseAnd(depth));
    }
    return children.length === 1 ? children[0]! : { kind: "or", children };
  }

  private parseAnd(depth: number): FilterNode {
    const children = [this.parseUnary(depth)];
    while (this.isKeyword("AND")) {
      this.position++;
      children.push(this.parseUnary(depth));
    }
    return children.length === 1 ? children[0]! : { kind: "and", children };
  }

  private parseUnary(depth: number): FilterNode {
    if (depth >= maxFilterDepth) badRequest(`${this.label}: filters are nested more than ${maxFilterDepth} levels deep`);
    if (this.isKeyword("NOT")) {
      this.position++;
      return { kind: "not", child: this.parseUnary(depth + 1) };
    }
    if (this.peek()?.type === "open") {
      this.position++;
      const node = this.parseOr(depth + 1);
      if (this.peek()?.type !== "close") this.fail('")"');
      this.position++;
      return node;
    }
    return this.parseCondition();
  }

  /** A word or quoted string that is not a keyword. */
  private takeText(expected: string): string {
    const token = this.peek();
    if (token && (token.type === "quoted" || (token.type === "word" && !keywords.has(token.value)))) {
      this.position++;
      return token.value;
    }
    return this.fail(expected);
  }

  private takeNumber(expected: string): number {
    const token = this.peek();
    const value = token?.type === "word" ? parseNumber(token.value) : null;
    if (value === null) this.fail(expected);
    this.position++;
    return value;
  }

  private parseCondition(): FilterNode {
    const attribute = this.takeText("an attribute name");
    const token = this.peek();
    if (token?.type === "colon") {
      this.position++;
      const valueToken = this.peek();
      const value = this.takeText("a value");
      if (this.isKeyword("TO")) {
        const lower = valueToken?.type === "word" ? parseNumber(value) : null;
        if (lower === null) badRequest(`${this.label}: the lower bound of a range must be a number, got ${JSON.stringify(value)}`);
        this.position++;
        const upper = this.takeNumber("a number for the upper bound of the range");
        return { kind: "range", attribute, lower, upper };
      }
      return { kind: "facet", attribute, value };
    }
    if (token?.type === "operator") {
      this.position++;
      const value = this.takeNumber(`a number after "${token.value}"`);
      return { kind: "numeric", attribute, operator: token.value, value };
    }
    return this.fail(`":" or a comparison operator after ${JSON.stringify(attribute)}`);
  }
}

/**
 * Parses a filter string; an empty or blank string is no filter (null).
 * Throws a 400 SearchRequestError naming the problem. `label` names the
 * parameter in messages.
 */
export function parseFilterString(text: string, label = "filters"): FilterNode | null {
  if (text.length > maxFilterLength) badRequest(`${label}: longer than ${maxFilterLength} characters`);
  const tokens = tokenize(text, label);
  if (tokens.length === 0) return null;
  return new FilterParser(tokens, label).parse();
}
