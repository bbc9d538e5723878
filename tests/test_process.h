// Running a child process from a test: support's one subprocess runner with the options a test
// wants (a hang guard, output captured), and the text an assertion on its result prints.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "paritykit/support/process.h"

namespace pk_test {

using paritykit::support::ProcessResult;

/// A test's hang guard: the longest tool runs (the audit over every config) take 1-2 minutes on 2
/// cores.
inline constexpr std::chrono::seconds kToolTimeout{300};

/// Runs `argv` (no shell; argv[0] a path), stdout and stderr captured apart.
ProcessResult run_command(const std::vector<std::string>& argv, std::chrono::seconds timeout = kToolTimeout);

/// Runs `command` through /bin/sh -c (a pipeline, a redirection), stderr merged into stdout_text.
ProcessResult run_shell(const std::string& command, std::chrono::seconds timeout = kToolTimeout);

/// Runs the build's tool build/bin/`tool` with `args` from the source root (where the tools find
/// parity/flavors.json and parity/configs/), stdout and stderr captured apart.
ProcessResult run_tool(const std::string& tool, std::vector<std::string> args,
                       std::chrono::seconds timeout = kToolTimeout);

/// How the child ended, then what it wrote to stdout and to stderr: the message of an assertion on
/// a ProcessResult.
std::string transcript(const ProcessResult& r);

}  // namespace pk_test
