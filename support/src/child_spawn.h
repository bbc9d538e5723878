// Starting and stopping a child, and closing its pipe ends, shared by run_process (process.cpp) and LineProcess
// (line_process.cpp): posix_spawn with the child's signals reset, and the stop sequence.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace paritykit::support::detail {

/// Where the child's fd 0, 1 and 2 come from: an fd of ours (dup2'd), or -1 for /dev/null.
struct ChildFds {
  int in = -1, out = -1, err = -1;
};

/// Spawns `argv` with `fds`, in `cwd` (empty: ours), argv[0] searched in PATH or not, as the
/// leader of a new process group or not. SIGINT, SIGTERM and SIGPIPE are reset to their defaults
/// and the signal mask is cleared in the child. Returns the pid, or -1 with *err.
pid_t spawn_child(const std::vector<std::string>& argv, const ChildFds& fds, const std::filesystem::path& cwd,
                  bool search_path, bool own_group, std::string* err);

/// Closes a pipe end once (and marks it closed: -1).
void close_fd(int* fd);

/// Stops the child (and its group, with own_group: SIGTERM, 2 s of grace, SIGKILL, a last
/// SIGKILL for what outlived the child; without: SIGKILL) and reaps it; returns its wait status.
int stop_child(pid_t pid, bool own_group);

}  // namespace paritykit::support::detail
