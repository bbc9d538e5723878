// Running a child process from a test: support's one subprocess runner with the options a test
// wants (a hang guard, output captured), and the text an assertion on its result prints.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <functional>
#include <string>
#include <utility>
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

/// Whether process `pid` is gone, or a zombie that its new parent has not reaped yet; waits up to 1 s.
bool gone_soon(pid_t pid);

/// A timeout of a child that left a grandchild in its group holding its pipes (`sleep 30 &`, then
/// its own `sleep 30`): `run(argv, timeout)` is called with 100 ms, then 4 times longer up to 6.4 s,
/// until the grandchild had started when it returned (a timeout that came before the fork proves
/// nothing; a loaded machine gets the longer tries). The last result and the grandchild's pid (0:
/// it never started).
std::pair<ProcessResult, pid_t> time_out_with_a_grandchild(
    const std::function<ProcessResult(const std::vector<std::string>& argv, std::chrono::milliseconds timeout)>& run);

}  // namespace pk_test
