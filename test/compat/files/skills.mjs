// The skill sources every fixture app compiles (test/fixtures/basic): a shared skills folder and a user one.
export const skills = ['skills', { dir: 'user-skills', scope: 'user' }]
