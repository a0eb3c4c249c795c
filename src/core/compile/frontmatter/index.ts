/** The steps of parsing a skill's frontmatter, each usable (and tested) on its own. See src/core/compile/parse.ts. */
export { FileLines, findFrontmatter, lineCount, yamlShapedEnd } from './block'
export { type Entry, keyOf, splitEntries, valueLines } from './entries'
export { FieldReader, type Problem, readClaudeCode, readCompatibility, readFields, readInvocation, type SkillFields, stringList } from './fields'
export { fixDiff, type FixChange, fixFrontmatter, type FixResult } from './fix'
export { type ReadBlock, readBlock } from './read'
export { applyRepair, escapeQuoted, plainProblem, type RecoverResult, recoverYaml, type Repair, repairEntry, STRING_KEYS } from './recover'
export { EXTENSION_KEYS, keyProblems, lengthProblems, nameFormat, nameProblems, SPEC_KEYS, validateSpec } from './validate'
export { FrontmatterLanguageError, isMapping, parseYaml, type YamlError, type YamlResult } from './yaml'
