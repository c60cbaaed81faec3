// Tests keep every trace: a test that looks for its spans must find them whatever share the shipped settings
// sample (infra/runtime/node.env samples one root request in ten). Set in the test process, so the apps a test
// builds in-process and the stacks it starts (which inherit its environment) both read it; Node's --env-file
// never overrides a variable already set (docs/decisions/030).
process.env.OTEL_TRACES_SAMPLER = 'always_on';
delete process.env.OTEL_TRACES_SAMPLER_ARG;
