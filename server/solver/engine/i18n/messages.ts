/**
 * Everything the engine says, as one typed interface: each language file implements it fully,
 * so a missing template is a compile error. Template parameters are LaTeX snippets (without
 * delimiters); templates wrap them in \( ... \) themselves.
 */

export type TaskKind =
  | 'arithmetic'
  | 'fractions'
  | 'roots'
  | 'percent'
  | 'linear'
  | 'quadratic'
  | 'system'
  | 'inequality'
  | 'simplify'
  | 'proportion'
  | 'absolute'
  | 'gcdLcm';

export type Concept =
  | 'orderOfOperations'
  | 'fractions'
  | 'commonDenominator'
  | 'decimals'
  | 'powers'
  | 'squareRoots'
  | 'percent'
  | 'divisionWithRemainder'
  | 'linearEquation'
  | 'equivalentTransformations'
  | 'quadraticEquation'
  | 'discriminant'
  | 'factoring'
  | 'system'
  | 'substitution'
  | 'elimination'
  | 'inequality'
  | 'likeTerms'
  | 'check'
  | 'proportion'
  | 'absoluteValue'
  | 'primeFactors';

export type Difficulty = 'easy' | 'medium' | 'hard';

/** What a step does, why, and an extra sentence for younger pupils. */
export interface StepText {
  what: string;
  why: string;
  more?: string;
}

/** Why an arithmetic operation comes now. */
export type OrderReason = 'brackets' | 'powers' | 'multiplyFirst' | 'leftToRight' | 'only';

export interface StepTemplates {
  // Arithmetic: a, b are operands, r the result (LaTeX).
  add(p: { a: string; b: string; r: string }): StepText;
  sub(p: { a: string; b: string; r: string }): StepText;
  mul(p: { a: string; b: string; r: string }): StepText;
  div(p: { a: string; b: string; r: string }): StepText;
  divRemainder(p: { a: string; b: string; q: string; rem: string }): StepText;
  fracAdd(p: { a: string; b: string; den: string; work: string }): StepText;
  fracMul(p: { a: string; b: string; work: string }): StepText;
  fracDiv(p: { a: string; b: string; recip: string; work: string }): StepText;
  pow(p: { base: string; exp: string; r: string }): StepText;
  sqrt(p: { radicand: string; r: string }): StepText;
  sqrtSimplify(p: { radicand: string; square: string; rest: string; r: string }): StepText;
  percent(p: { p: string; frac: string }): StepText;
  percentOf(p: { p: string; n: string; work: string }): StepText;
  /** Appended to an arithmetic step's explanation. */
  order(reason: OrderReason): string;
  mixed(p: { frac: string; mixed: string }): StepText;
  // Linear equations and inequalities.
  expand(p: { eq: string }): StepText;
  clearFractions(p: { lcd: string; eq: string }): StepText;
  transpose(p: { eq: string }): StepText;
  combine(p: { eq: string }): StepText;
  divideBoth(p: { coef: string; eq: string }): StepText;
  divideFlip(p: { coef: string; eq: string }): StepText;
  identity(p: { eq: string }): StepText;
  contradiction(p: { eq: string }): StepText;
  // Quadratic equations.
  standardForm(p: { eq: string }): StepText;
  multiplyMinusOne(p: { eq: string }): StepText;
  factorCommon(p: { v: string; eq: string }): StepText;
  zeroProduct(p: { eq: string }): StepText;
  isolateSquare(p: { eq: string }): StepText;
  sqrtBoth(p: { eq: string }): StepText;
  discriminant(p: { a: string; b: string; c: string; work: string }): StepText;
  noRealRoots(p: { d: string }): StepText;
  formula(p: { work: string }): StepText;
  doubleRoot(p: { work: string }): StepText;
  vieta(p: { sum: string; product: string; eq: string }): StepText;
  // Systems of two linear equations.
  systemStandard(p: { sys: string }): StepText;
  express(p: { v: string; eq: string }): StepText;
  substitute(p: { v: string; eq: string }): StepText;
  solveOne(p: { v: string; eq: string }): StepText;
  backSubstitute(p: { v: string; eq: string }): StepText;
  multiplyEquations(p: { v: string; sys: string }): StepText;
  addEquations(p: { v: string; eq: string }): StepText;
  // Simplifying expressions.
  expandExpr(p: { expr: string }): StepText;
  collectTerms(p: { expr: string }): StepText;
  // Checking the answer.
  check(p: { work: string }): StepText;
  /** Inequalities: a sample number from the solution set, e.g. point = "x = 5". */
  checkPoint(p: { point: string; work: string }): StepText;
  // Absolute values.
  abs(p: { a: string; r: string }): StepText;
  absCases(p: { abs: string; cases: string }): StepText;
  absRoots(p: { roots: string }): StepText;
  absNegative(p: { c: string }): StepText;
  // Proportions a : b = c : d.
  proportion(p: { eq: string }): StepText;
  // Greatest common divisor and least common multiple.
  primeFactors(p: { work: string }): StepText;
  gcd(p: { work: string }): StepText;
  lcm(p: { work: string }): StepText;
  /** A division by zero in the task: the value is undefined, said plainly. */
  divisionByZero(p: { expr: string }): StepText;
  /** A square root of a negative number in the task: not defined in the real numbers, said plainly. */
  negativeRadicand(p: { expr: string }): StepText;
  /** "(x + 1)^2 = x^2 + 5": the squares of the unknown cancel, so the equation is linear. */
  reducesToLinear(p: { eq: string }): StepText;
}

export interface Messages {
  /** Decimal comma instead of a point. */
  decimalComma: boolean;
  kinds: Record<TaskKind, { title: string; category: string }>;
  concepts: Record<Concept, string>;
  difficulty: Record<Difficulty, string>;
  intro: Record<TaskKind, (task: string) => string>;
  steps: StepTemplates;
  /** Words used inside math as \text{...}. */
  /** gcd/lcm: the school abbreviations (NZD, NZS …); undefined: "nije definisano". */
  words: { or: string; remainder: string; and: string; gcd: string; lcm: string; undefined: string };
  answers: {
    /** A task whose value does not exist (division by zero). */
    undefined: string;
    /** A task with a square root of a negative number: no real value. */
    undefinedRoot: string;
    noSolution: string;
    allNumbers: string;
    noRealRoots: string;
    systemNone: string;
    systemInfinite: string;
  };
  notMath: { title: string; category: string; intro: string; final: string };
  /** The task was found but could not be read or solved reliably; `read` is what was read. */
  declined: {
    title: string;
    category: string;
    unreadableIntro(read: string): string;
    unsupportedIntro(read: string): string;
    final: string;
  };
}
