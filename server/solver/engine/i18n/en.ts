/** English. */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const en: Messages = {
  decimalComma: false,
  kinds: {
    proportion: { title: 'Proportion', category: 'Proportions' },
    absolute: { title: 'Absolute value', category: 'Absolute value' },
    gcdLcm: { title: 'GCD and LCM', category: 'Divisibility' },
    arithmetic: { title: 'Evaluating an expression', category: 'Arithmetic' },
    fractions: { title: 'Calculating with fractions', category: 'Fractions' },
    roots: { title: 'Powers and roots', category: 'Powers and roots' },
    percent: { title: 'Calculating a percentage', category: 'Percentages' },
    linear: { title: 'Solving a linear equation', category: 'Linear equations' },
    quadratic: { title: 'Solving a quadratic equation', category: 'Quadratic equations' },
    system: { title: 'Solving a system of linear equations', category: 'Systems of equations' },
    inequality: { title: 'Solving a linear inequality', category: 'Inequalities' },
    simplify: { title: 'Simplifying an expression', category: 'Algebraic expressions' },
  },
  concepts: {
    proportion: 'proportion',
    absoluteValue: 'absolute value',
    primeFactors: 'prime factorisation',
    orderOfOperations: 'order of operations',
    fractions: 'fractions',
    commonDenominator: 'common denominator',
    decimals: 'decimal numbers',
    powers: 'powers',
    squareRoots: 'square roots',
    percent: 'percentages',
    divisionWithRemainder: 'division with remainder',
    linearEquation: 'linear equation',
    equivalentTransformations: 'equivalent transformations',
    quadraticEquation: 'quadratic equation',
    discriminant: 'discriminant',
    factoring: 'factoring',
    system: 'system of equations',
    substitution: 'substitution method',
    elimination: 'elimination method',
    inequality: 'inequality',
    likeTerms: 'combining like terms',
    check: 'checking the solution',
  },
  difficulty: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  intro: {
    proportion: (t) => `We solve the proportion ${M(t)}.`,
    absolute: (t) => `We solve the task with an absolute value ${M(t)}.`,
    gcdLcm: (t) => `We find ${M(t)} by writing the numbers as products of primes.`,
    arithmetic: (t) => `We need to find the value of ${M(t)}, following the order of operations.`,
    fractions: (t) => `We need to calculate ${M(t)}. We work with fractions and simplify the result fully.`,
    roots: (t) => `We need to calculate ${M(t)} using the rules for powers and roots.`,
    percent: (t) =>
      `We need to calculate ${M(t)}. A percentage is a part of a whole expressed in hundredths.`,
    linear: (t) =>
      `We solve the linear equation ${M(t)}: we look for the number that makes the equality true when it replaces the unknown.`,
    quadratic: (t) =>
      `We solve the quadratic equation ${M(t)}. A quadratic equation has at most two real solutions.`,
    system: (t) =>
      `We solve the system ${M(t)}: we look for the pair of numbers that satisfies both equations.`,
    inequality: (t) => `We solve the inequality ${M(t)}: we look for all numbers that make it true.`,
    simplify: (t) => `We simplify ${M(t)}: we remove the brackets and combine like terms.`,
  },
  steps: {
    abs: (p) => ({
      what: `Absolute value: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'The absolute value of a number is its distance from zero, so it is never negative.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} means ${M(p.cases)}.`,
      why: 'Two numbers have the same absolute value when they are equal or opposite.',
    }),
    absRoots: (p) => ({
      what: `We solve both equations: ${M(p.roots)}.`,
      why: 'Each of the two linear equations gives one solution.',
    }),
    absNegative: (p) => ({
      what: `An absolute value cannot equal ${M(p.c)}.`,
      why: 'An absolute value is never negative, so the equation has no solution.',
    }),
    proportion: (p) => ({
      what: `The product of the outer terms equals the product of the inner terms: ${M(p.eq)}.`,
      why: 'This is the basic property of a proportion.',
    }),
    primeFactors: (p) => ({
      what: `We write the numbers as products of primes: ${M(p.work)}.`,
      why: 'The prime factors show what the numbers have in common.',
    }),
    gcd: (p) => ({
      what: `We take the common prime factors with the smallest exponents: ${M(p.work)}.`,
      why: 'The greatest common divisor divides each of the numbers.',
    }),
    lcm: (p) => ({
      what: `We take every prime factor with the largest exponent: ${M(p.work)}.`,
      why: 'The least common multiple is divisible by each of the numbers.',
    }),
    divisionByZero: (p) => ({
      what: `The expression ${M(p.expr)} divides by zero.`,
      why: 'Division by zero is not defined, so the expression has no value.',
    }),
    negativeRadicand: (p) => ({
      what: `The expression ${M(p.expr)} takes the square root of a negative number.`,
      why: 'The square root of a negative number is not defined in the real numbers, so the expression has no value.',
    }),
    reducesToLinear: (p) => ({
      what: `The squares of the unknown cancel, so the equation ${M(p.eq)} reduces to a linear equation.`,
      why: 'When the terms with the square of the unknown on the two sides cancel, a linear equation is left, which we solve like any linear equation.',
    }),
    add: (p) => ({
      what: `Add ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'We add the numbers.',
      more: 'Addition can be checked by subtraction.',
    }),
    sub: (p) => ({
      what: `Subtract ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'We subtract the numbers.',
      more: 'Subtraction can be checked by addition.',
    }),
    mul: (p) => ({
      what: `Multiply ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'We multiply the numbers.',
      more: 'Multiplication is repeated addition of equal addends.',
    }),
    div: (p) => ({
      what: `Divide ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'We divide the numbers.',
      more: 'Division is checked by multiplication: quotient times divisor gives the dividend.',
    }),
    divRemainder: (p) => ({
      what: `Divide ${M(`${p.a} : ${p.b}`)}: the quotient is ${M(p.q)} and the remainder is ${M(p.rem)}.`,
      why: `${M(p.b)} goes into ${M(p.a)} ${M(p.q)} times, and ${M(p.rem)} is left over.`,
      more: 'The remainder is always smaller than the divisor.',
    }),
    fracAdd: (p) => ({
      what: `Bring the fractions to the common denominator ${M(p.den)} and calculate ${M(p.work)}.`,
      why: 'Fractions can be added or subtracted only when they have the same denominator; then we work with the numerators.',
      more: 'The common denominator is the least common multiple of the denominators; numerator and denominator are multiplied by the same number.',
    }),
    fracMul: (p) => ({
      what: `Multiply the fractions: ${M(p.work)}.`,
      why: 'Multiply numerator by numerator and denominator by denominator, then simplify.',
    }),
    fracDiv: (p) => ({
      what: `Replace division by multiplication with the reciprocal ${M(p.recip)}: ${M(p.work)}.`,
      why: 'Dividing by a fraction means multiplying by its reciprocal.',
    }),
    pow: (p) => ({
      what: `Calculate the power ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `A power means multiplying the base ${M(p.base)} by itself ${M(p.exp)} times.`,
    }),
    sqrt: (p) => ({
      what: `Calculate the root ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `The square root is the non-negative number whose square is ${M(p.radicand)}.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Simplify the root: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `${M(p.radicand)} is not a perfect square, so we take out its largest square factor ${M(p.square)}.`,
    }),
    percent: (p) => ({
      what: `Write the percentage as a fraction: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Per cent means "per hundred", so it is a fraction with denominator 100.',
    }),
    percentOf: (p) => ({
      what: `Calculate ${M(p.p)} of ${M(p.n)}: ${M(p.work)}.`,
      why: 'A percentage of a number is that number multiplied by the percentage written as a fraction.',
      more: 'For example, 50% is one half and 25% is one quarter of the whole.',
    }),
    order: (r) =>
      ({
        brackets: 'Brackets come first.',
        powers: 'Powers and roots come before multiplication, division, addition and subtraction.',
        multiplyFirst: 'Multiplication and division come before addition and subtraction.',
        leftToRight: 'Operations of the same level are done from left to right.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Write the improper fraction as a mixed number: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'Dividing the numerator by the denominator gives the whole part; the remainder stays in the numerator.',
    }),
    expand: (p) => ({
      what: `Tidy up both sides: ${M(p.eq)}.`,
      why: 'Remove the brackets by multiplying every term inside by the number in front, then combine like terms.',
      more: 'A minus sign in front of a bracket changes the sign of every term inside.',
    }),
    clearFractions: (p) => ({
      what: `Multiply both sides by ${M(p.lcd)}: ${M(p.eq)}.`,
      why: `Multiplying both sides by the common denominator ${M(p.lcd)} removes the fractions and keeps the equality true.`,
    }),
    transpose: (p) => ({
      what: `Move the terms with the unknown to the left and the numbers to the right: ${M(p.eq)}.`,
      why: 'A term that moves to the other side changes its sign.',
      more: 'This is the same as subtracting (or adding) the same number on both sides.',
    }),
    combine: (p) => ({
      what: `Combine like terms: ${M(p.eq)}.`,
      why: 'Terms with the unknown are added together, and numbers are added together.',
    }),
    divideBoth: (p) => ({
      what: `Divide both sides by ${M(p.coef)}: ${M(p.eq)}.`,
      why: 'Dividing both sides by the same non-zero number leaves the unknown on its own without changing the solutions.',
    }),
    divideFlip: (p) => ({
      what: `Divide both sides by the negative number ${M(p.coef)} and reverse the inequality sign: ${M(p.eq)}.`,
      why: 'Multiplying or dividing an inequality by a negative number reverses its direction.',
      more: 'For example, \\(2 < 3\\) but \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `The unknowns cancel out: ${M(p.eq)}.`,
      why: 'The result is a true statement that does not depend on the unknown, so every number is a solution.',
    }),
    contradiction: (p) => ({
      what: `The unknowns cancel out: ${M(p.eq)}.`,
      why: 'The result is a false statement that does not depend on the unknown, so there is no solution.',
    }),
    standardForm: (p) => ({
      what: `Move all terms to the left and write the equation in standard form: ${M(p.eq)}.`,
      why: 'A quadratic equation is solved once it is written as \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `Multiply the equation by \\(-1\\): ${M(p.eq)}.`,
      why: 'It is easier to work with a positive coefficient of the square.',
    }),
    factorCommon: (p) => ({
      what: `Take out the common factor ${M(p.v)}: ${M(p.eq)}.`,
      why: 'The constant term is zero, so the unknown appears in every term.',
    }),
    zeroProduct: (p) => ({
      what: `The product is zero: ${M(p.eq)}.`,
      why: 'A product is zero only if at least one of its factors is zero.',
    }),
    isolateSquare: (p) => ({
      what: `Isolate the square of the unknown: ${M(p.eq)}.`,
      why: 'There is no linear term, so we solve by taking square roots.',
    }),
    sqrtBoth: (p) => ({
      what: `Take the square root of both sides: ${M(p.eq)}.`,
      why: 'Two numbers have a given square: a positive one and its opposite.',
    }),
    discriminant: (p) => ({
      what: `Calculate the discriminant for \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\): ${M(p.work)}.`,
      why: 'The sign of the discriminant tells how many real solutions there are.',
    }),
    noRealRoots: (p) => ({
      what: `The value ${M(p.d)} is negative.`,
      why: 'No real number has a negative square, so the equation has no real solutions.',
    }),
    formula: (p) => ({
      what: `Apply the quadratic formula: ${M(p.work)}.`,
      why: 'The discriminant is positive, so there are two different real solutions.',
    }),
    doubleRoot: (p) => ({
      what: `The discriminant is zero: ${M(p.work)}.`,
      why: 'When the discriminant is zero, the equation has one (double) solution.',
    }),
    vieta: (p) => ({
      what: `Factor the trinomial: ${M(p.eq)}.`,
      why: `We look for two numbers whose sum is ${M(p.sum)} and whose product is ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Tidy up both equations: ${M(p.sys)}.`,
      why: 'In each equation the unknowns go on the left and the numbers on the right.',
    }),
    express: (p) => ({
      what: `Express ${M(p.v)} from one equation: ${M(p.eq)}.`,
      why: 'We choose an unknown with coefficient \\(1\\) or \\(-1\\), because it is the easiest to express.',
    }),
    substitute: (p) => ({
      what: `Substitute ${M(p.v)} into the other equation: ${M(p.eq)}.`,
      why: 'This gives an equation with only one unknown.',
    }),
    solveOne: (p) => ({
      what: `Solve this equation for ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Remove the brackets, combine like terms and divide by the coefficient.',
    }),
    backSubstitute: (p) => ({
      what: `Substitute back to find ${M(p.v)}: ${M(p.eq)}.`,
      why: 'The known value of one unknown is put into the expression for the other.',
    }),
    multiplyEquations: (p) => ({
      what: `Multiply the equations so that the coefficients of ${M(p.v)} are opposite numbers: ${M(p.sys)}.`,
      why: 'When the equations are added, that unknown disappears.',
    }),
    addEquations: (p) => ({
      what: `Add the equations and find ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Terms with opposite coefficients cancel out.',
    }),
    expandExpr: (p) => ({
      what: `Remove the brackets and combine like terms: ${M(p.expr)}.`,
      why: 'Multiply every term of one bracket by every term of the other, then add terms of the same degree.',
    }),
    collectTerms: (p) => ({
      what: `Combine like terms: ${M(p.expr)}.`,
      why: 'Like terms have the same variables with the same exponents, so we add their coefficients.',
    }),
    checkPoint: (p) => ({
      what: `Check with a number from the solution set, ${M(p.point)}: ${M(p.work)}.`,
      why: 'Every number in the solution set must satisfy the original inequality.',
    }),
    check: (p) => ({
      what: `Check: ${M(p.work)}.`,
      why: 'We put the solution back into the original task; both sides agree, so the solution is correct.',
    }),
  },
  words: { or: 'or', remainder: 'remainder', and: 'and', gcd: 'GCD', lcm: 'LCM', undefined: 'not defined' },
  answers: {
    undefined: 'The expression has no value: division by zero is not defined.',
    undefinedRoot: 'The expression has no real value: the square root of a negative number is not defined.',
    noSolution: 'There is no solution.',
    allNumbers: 'Every real number is a solution.',
    noRealRoots: 'The equation has no real solutions.',
    systemNone: 'The system has no solution (the equations contradict each other).',
    systemInfinite: 'The system has infinitely many solutions (the equations are equivalent).',
  },
  notMath: {
    title: 'Not a maths task',
    category: 'Not a task',
    intro: 'We did not find a maths task in the picture.',
    final: 'Please take a clear, straight photo of the task you want solved.',
  },
  declined: {
    title: 'The task could not be read reliably',
    category: 'Unsolved',
    unreadableIntro: (r) => `We could not read the task reliably${r ? ` (we read: ${r})` : ''}.`,
    unsupportedIntro: (r) => `We cannot yet solve ${r ? `the task ${r}` : 'this task'} reliably.`,
    final:
      'No answer is given because we cannot guarantee it would be correct. Please try a clearer photo of a single task.',
  },
};
