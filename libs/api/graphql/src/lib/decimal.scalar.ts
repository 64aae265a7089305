import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isMoney, normaliseMoney } from '@sawa/shared/domain';

function parse(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !isMoney(text.trim())) {
    throw new GraphQLError('Decimal must be an amount of at least 0 with at most two decimals, for example "1200" or "99.50".', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return normaliseMoney(text.trim());
}

/** Exact money: a decimal string with two fraction digits ("1200.00"), never a Float. */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description:
    'An exact amount as a string with two decimals, e.g. "1200.00". Accepts strings (or integers) of at least 0 on input; an answer may be negative where a field says so (a reversal in a ledger).',
  // A signed amount keeps its sign: "-9.5" -> "-9.50".
  serialize: (value) => String(value).replace(/^(-?)(.*)$/, (_, sign: string, amount: string) => sign + normaliseMoney(amount)),
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parse(ast.value);
    throw new GraphQLError('Decimal must be a string such as "99.50".', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
